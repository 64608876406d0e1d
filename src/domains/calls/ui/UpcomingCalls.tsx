'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { pathOf } from '@/lib/contract/routes'
import { callTimeLabel } from '@/lib/rules/calls'
import { ukTimeLabel } from '@/lib/rules/ukTime'
import { Badge } from '@/ui/Badge'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import type { LearnerCallBody } from '../contract/schemas'
import { callCalls } from './callsApi'
import { callsRoutes } from '../contract/routes'

const second = 1000
const tenMinutes = 10 * 60 * second

/**
 * How long until the list changes by itself: a join link opens (15 minutes before a start) or a call ends. The list
 * is fetched again then, so the join button appears without a reload.
 */
const untilNextChange = (calls: readonly LearnerCallBody[] | undefined): number => {
  const now = Date.now()
  const moments = (calls ?? []).flatMap((call) => [Date.parse(call.joinOpensAt), Date.parse(call.endsAt)]).filter((moment) => moment > now)
  return moments.length ? Math.min(Math.max(Math.min(...moments) - now + second, second), tenMinutes) : tenMinutes
}

export const callsQueryKey = (courseId?: string) => [pathOf(callsRoutes.calls), courseId ?? 'all'] as const

const CallItem = ({ call, showCourse }: { call: LearnerCallBody; showCourse: boolean }) => (
  <li className="rounded-xl border-2 border-navy-100 p-4" aria-labelledby={`call-${call.id}`}>
    <h3 id={`call-${call.id}`} className="text-lg font-bold text-navy-900">
      {call.title}
    </h3>
    <p className="mt-1 font-semibold text-navy-900">
      <time dateTime={call.startsAt}>{callTimeLabel(call)}</time>
    </p>
    {showCourse ? <p className="mt-1">{call.course ? <Badge>{call.course.title}</Badge> : <Badge tone="accent">Whole programme</Badge>}</p> : null}
    {call.description ? <p className="mt-2 text-navy-800">{call.description}</p> : null}
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {call.joinUrl ? (
        <a
          href={call.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'compact')}
          // Noted on the way out (who joined feeds the programme's figures); the call opens whatever the answer.
          onClick={() => navigator.sendBeacon?.(pathOf(callsRoutes.callAttendance, { callId: call.id }))}
        >
          Join the call<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <p className="text-navy-800">The join link shows here from {ukTimeLabel(call.joinOpensAt)} UK time on the day.</p>
      )}
      {/* A calendar file, not a page. */}
      <a href={pathOf(callsRoutes.callCalendar, { callId: call.id })} download className={buttonClasses('quiet', 'compact')}>
        Add to calendar<span className="sr-only">: {call.title}</span>
      </a>
    </div>
  </li>
)

/**
 * The learner's calls that have not ended, in UK time, soonest first: the whole programme's and their courses' (or
 * one course's), each with "Add to calendar" and, from 15 minutes before the start, "Join the call".
 */
export const UpcomingCalls = ({
  courseId,
  limit,
  moreLink = false,
  expandable = false,
}: {
  courseId?: string
  /** How many to show at first: the rest are on the calls page (`moreLink`), or shown here on request (`expandable`). */
  limit?: number
  moreLink?: boolean
  expandable?: boolean
}) => {
  const [showAll, setShowAll] = useState(false)
  const calls = useQuery({
    queryKey: callsQueryKey(courseId),
    queryFn: () => callCalls('calls', { query: { courseId } }),
    refetchInterval: (query) => untilNextChange(query.state.data),
  })
  if (calls.isPending) {
    return (
      <p role="status" className="mt-4">
        Loading your calls…
      </p>
    )
  }
  if (calls.isError) {
    return (
      <p role="alert" className="mt-4 font-semibold text-red-700">
        We couldn&apos;t load your calls. Please refresh the page.
      </p>
    )
  }
  const shown = limit && !showAll ? calls.data.slice(0, limit) : calls.data
  return (
    <div className="mt-4">
      {shown.length === 0 ? (
        <p className="text-navy-800">No calls for your courses yet. The calls are for learners enrolled in a course: when one is booked, it shows here.</p>
      ) : (
        <ul className="grid gap-4">
          {shown.map((call) => (
            <CallItem key={call.id} call={call} showCourse={!courseId} />
          ))}
        </ul>
      )}
      {expandable && shown.length < calls.data.length ? (
        <button type="button" className={`${buttonClasses('quiet', 'compact')} mt-3`} onClick={() => setShowAll(true)}>
          Show all {calls.data.length} upcoming calls
        </button>
      ) : null}
      {moreLink ? (
        <p className="mt-3">
          <Link href="/v1/calls" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
            All calls, and adding them to your calendar
          </Link>
        </p>
      ) : null}
    </div>
  )
}
