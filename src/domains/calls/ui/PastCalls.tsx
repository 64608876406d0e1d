'use client'

import { useQuery } from '@tanstack/react-query'

import { pathOf } from '@/lib/contract/routes'
import { callTimeLabel } from '@/lib/rules/calls'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { callCalls } from './callsApi'
import { callsRoutes } from '../contract/routes'

const pastCallsQueryKey = [pathOf(callsRoutes.pastCalls)] as const

/** The learner's calls of the last 90 days, newest first, each with its recording once staff add it. */
export const PastCalls = () => {
  const calls = useQuery({ queryKey: pastCallsQueryKey, queryFn: () => callCalls('pastCalls') })
  if (calls.isPending) {
    return (
      <p role="status" className="mt-4">
        Loading your past calls…
      </p>
    )
  }
  if (calls.isError) {
    return (
      <p role="alert" className="mt-4 font-semibold text-red-700">
        We couldn&apos;t load your past calls. Please refresh the page.
      </p>
    )
  }
  if (calls.data.length === 0) return <p className="mt-4 text-navy-800">No calls yet: the recordings of past calls will be here.</p>
  return (
    <ul className="mt-4 grid gap-4">
      {calls.data.map((call) => (
        <li key={call.id} className="rounded-xl border-2 border-navy-100 p-4" aria-labelledby={`past-call-${call.id}`}>
          <h3 id={`past-call-${call.id}`} className="text-lg font-bold text-navy-900">
            {call.title}
          </h3>
          <p className="mt-1 text-navy-800">
            <time dateTime={call.startsAt}>{callTimeLabel(call)}</time>
          </p>
          {call.recordingLessonId ? (
            <Link href={`/v1/lessons/${call.recordingLessonId}`} className={`${buttonClasses('primary', 'compact')} mt-3`}>
              Watch the recording<span className="sr-only">: {call.title}</span>
            </Link>
          ) : (
            <p className="mt-2 text-navy-800">The recording is not up yet.</p>
          )}
        </li>
      ))}
    </ul>
  )
}
