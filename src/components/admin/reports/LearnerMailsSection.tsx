import type { Payload } from 'payload'

/** The reminders sent to one learner, on their report. A placeholder until reminder mail is recorded. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export const LearnerMailsSection = async ({ payload, learnerId }: { payload: Payload; learnerId: string }) => (
  <section aria-labelledby="learner-mails-heading">
    <h2 id="learner-mails-heading">Reminders sent</h2>
    <p>No reminders sent yet.</p>
  </section>
)
