'use client'

import dynamic from 'next/dynamic'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, useSyncExternalStore } from 'react'

import { actionQueryKey, fetchAction } from './workbookApi'
import { actionAnchor, answerStatusLabels } from '@/lib/rules/workbook'
import { buttonClasses } from '@/ui/buttonStyles'

import type { ActionSummary } from '../actions'

/** The form and its photo and voice parts load only when the learner opens the action, so the lesson stays light. */
const ActionPanel = dynamic(() => import('./ActionPanel').then((module) => module.ActionPanel), {
  ssr: false,
  loading: () => (
    <p role="status" className="mt-4 text-navy-800">
      Loading your action…
    </p>
  ),
})

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/**
 * "Your action" under the lesson's video, for learners of the course: the action for this week, where their answer
 * stands, and the button that shows it to answer and hides it again (shown at once when the page is reached at
 * #your-action, as from the coach's mail).
 */
export const YourAction = ({ lessonId, summary }: { lessonId: string; summary: ActionSummary }) => {
  const [shown, setShown] = useState<boolean | null>(null)
  const linkedTo = useSyncExternalStore(subscribeToHash, () => window.location.hash === `#${actionAnchor}`, () => false)
  const open = shown ?? linkedTo
  // Once the panel has read or sent the answer, its standing is the one to show.
  const status = useQuery({ queryKey: actionQueryKey(lessonId), queryFn: () => fetchAction(lessonId), enabled: false }).data?.answer.status ?? summary.status
  const headingId = useId()
  const panelId = useId()

  const questions = summary.promptCount === 1 ? '1 question' : `${summary.promptCount} questions`
  return (
    <section id={actionAnchor} aria-labelledby={headingId} className="mt-6 scroll-mt-20 rounded-xl border-2 border-navy-100 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-2xl font-bold text-navy-900">
        Your action
      </h2>
      {summary.title ? <p className="mt-2 text-lg font-semibold break-words text-navy-950">{summary.title}</p> : null}
      {summary.instructions ? <p className="mt-2 break-words text-navy-800">{summary.instructions}</p> : null}
      <p className="mt-2 text-navy-800">
        {questions} · <span className="font-semibold">{answerStatusLabels[status]}</span>
      </p>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setShown(!open)} className={`${buttonClasses(open ? 'quiet' : 'dark')} mt-4 w-full sm:w-auto`}>
        {open ? 'Hide your action' : status === 'draft' ? 'Answer this action' : 'See your answer'}
      </button>
      <div id={panelId}>{open ? <ActionPanel lessonId={lessonId} /> : null}</div>
    </section>
  )
}
