import { ukDateTime } from '@/lib/rules/ukTime'
import { answerStatusStaffLabels } from '@/lib/rules/workbook'

import type { ActionState } from '../answers'
import { AnswerSummary } from './AnswerSummary'

const summaryClasses = { list: 'workbook-answer__list', question: 'workbook-answer__question', answer: 'workbook-answer__answer', photos: 'workbook-answer__photos', photo: 'workbook-answer__photo' }

/** A learner's answer for a coach: the action, then each round they sent (newest first) with the reply it got. */
export const AnswerRounds = ({ state }: { state: ActionState }) => {
  const { answer } = state
  return (
    <section className="staff-panel workbook-answer" aria-label="Their answer">
      <h3>{state.title ?? 'Action for this week'}</h3>
      {state.instructions ? <p>{state.instructions}</p> : null}
      <p>
        <strong>{answerStatusStaffLabels[answer.status]}</strong>
        {answer.sentAt ? ` · sent ${ukDateTime(answer.sentAt)}` : null}
      </p>
      {answer.rounds.length === 0 ? (
        <p>The learner has not sent this answer yet.</p>
      ) : (
        answer.rounds.map((round) => (
          <article key={round.round} className="workbook-answer__round">
            <h4>
              Round {round.round}, sent {ukDateTime(round.sentAt)}
            </h4>
            <AnswerSummary prompts={state.prompts} answers={round.answers} files={answer.files} classes={summaryClasses} />
            {round.verdict ? (
              <p>
                <strong>Reply ({answerStatusStaffLabels[round.verdict].replace('Replied: ', '')}):</strong> {round.coachReply ?? ''}
              </p>
            ) : null}
          </article>
        ))
      )}
    </section>
  )
}
