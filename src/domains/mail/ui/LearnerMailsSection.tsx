import { ukDateTime } from '@/lib/rules/ukTime'
import { ScrollTable } from '@/ui/reports/ScrollTable'

import type { LearnerMail } from '../mailReports'

const kindLabels: Record<string, string> = {
  welcome: 'Welcome',
  enrolment: 'Enrolment',
  reminder: 'Reminder',
  congratulations: 'Congratulations',
  courseOpen: 'Course open',
  accessAnswered: 'Access request answered',
  passwordReset: 'Password reset link',
  passwordChanged: 'Password changed',
  emailChangeLink: 'Email change link',
  emailChangeRequested: 'Email change notice',
}

const statusLabels: Record<string, string> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed', skipped: 'Not sent (turned off)' }

/** The mails the programme sent a learner, reminders included, with what became of each, on their report. */
export const LearnerMailsSection = ({ mails, learnerId }: { mails: LearnerMail[]; learnerId: string }) => {
  const reminders = mails.filter((mail) => mail.kind === 'reminder' && mail.status === 'sent').length
  return (
    <section aria-labelledby="learner-mails-heading">
      <h2 id="learner-mails-heading">Reminders and other mail sent</h2>
      {mails.length ? (
        <>
          <p>
            {`${reminders} reminder${reminders === 1 ? '' : 's'} sent. `}
            <a href={`/admin/collections/mail-deliveries?where[learner][equals]=${learnerId}`}>Open in Sent mail</a>
          </p>
          <ScrollTable labelledBy="learner-mails-heading" columns={['Mail', 'Course', 'Decided', 'Outcome']}>
            <tbody>
              {mails.map((mail) => (
                <tr key={`${mail.kind}-${mail.createdAt}`}>
                  <th scope="row">{mail.subject ?? kindLabels[mail.kind] ?? mail.kind}</th>
                  <td>{mail.courseTitle ?? '—'}</td>
                  <td>
                    <time dateTime={mail.createdAt}>{ukDateTime(mail.createdAt)}</time>
                  </td>
                  <td>
                    {statusLabels[mail.status] ?? mail.status}
                    {mail.note ? `: ${mail.note}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      ) : (
        <p>No mail sent yet.</p>
      )}
    </section>
  )
}
