'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { failureMessage, postJson } from '@/lib/browser/staffApi'
import { maxQuotesPerCourse, quoteMessages } from '@/lib/rules/impactQuotes'
import { longDate } from '@/lib/rules/ukTime'
import { teamSizeLabel } from '@/lib/validation/teamSizes'

import type { ChangesAnswer } from '../quotes'

/** Where a picked answer stands, in words: who picked it, and what the learner said. */
const quoteState = (quote: NonNullable<ChangesAnswer['quote']>): string => {
  const picked = `Picked${quote.pickedBy ? ` by ${quote.pickedBy}` : ''} on ${longDate(quote.pickedAt)}.`
  if (quote.consent === 'no') return `${picked} ${quoteMessages.saidNo}`
  const answer = quote.consent === 'yes' ? `They said yes on ${longDate(quote.consentAt!)}.` : 'Waiting for their answer: we emailed them to ask.'
  const where = quote.inReport ? (quote.consent === 'yes' ? ' Quoted in the report.' : '') : ' Left out of the report.'
  return `${picked} ${answer}${where}`
}

/**
 * "What learners changed" on a course's impact report: the report's learners' answers 90 days on, without names, and
 * for each the one thing staff can do next: ask to quote it, leave it out of the report, or put it back.
 */
export const QuotePicker = ({ answers }: { answers: ChangesAnswer[] }) => {
  const router = useRouter()
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | undefined>()
  const [busy, setBusy] = useState(false)
  const picked = answers.filter((answer) => answer.quote?.inReport && answer.quote.consent !== 'no').length

  const choose = async (check: string, inReport: boolean) => {
    setBusy(true)
    setMessage(undefined)
    const answer = await postJson('/api/reports/quotes', { check, inReport })
    setBusy(false)
    setMessage({ tone: answer.ok ? 'done' : 'error', text: failureMessage(answer) })
    if (answer.ok) router.refresh()
  }

  return (
    <section className="staff-panel" aria-labelledby="changes-heading">
      <h2 id="changes-heading">What learners changed</h2>
      <p>
        The report&apos;s learners&apos; answers, 90 days after the course, to &ldquo;What did you change in your business?&rdquo;. Pick up to {maxQuotesPerCourse}{' '}
        to quote: we email each learner once to ask whether their words may be quoted without their name, and only a yes puts them in the report, from a
        business described by team size and nation where at least 5 of the report&apos;s learners share them. {picked} of {maxQuotesPerCourse} picked.
      </p>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={`staff-panel__${message.tone}`}>
          {message.text}
        </p>
      ) : null}
      {answers.length === 0 ? (
        <p>No learner in this period has answered it yet.</p>
      ) : (
        <ul className="staff-report__quotes">
          {answers.map((answer) => (
            <li key={answer.checkId}>
              <blockquote id={`answer-${answer.checkId}`}>{answer.words}</blockquote>
              <p>
                {[teamSizeLabel(answer.teamSize, 'Team size not said'), answer.nation ?? 'Nation not said', `answered ${longDate(answer.answeredAt)}`].join(' · ')}
              </p>
              {answer.quote ? <p>{quoteState(answer.quote)}</p> : !answer.canAsk ? <p>{quoteMessages.cannotAsk}</p> : null}
              {answer.quote?.consent === 'no' || (!answer.quote && !answer.canAsk) ? null : (
                <div className="staff-panel__actions">
                  <button
                    type="button"
                    disabled={busy}
                    aria-describedby={`answer-${answer.checkId}`}
                    className="btn btn--style-secondary btn--size-small"
                    onClick={() => void choose(answer.checkId, !answer.quote?.inReport)}
                  >
                    {!answer.quote ? 'Ask to quote' : answer.quote.inReport ? 'Leave out of the report' : 'Put back in the report'}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
