import { pathOf } from '@/lib/contract/routes'
import { callTimeLabel } from '@/lib/rules/calls'
import { ukDayLabel } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { mentoringRoutes } from '../contract/routes'
import type { LearnerBooking } from '../bookings'

type Props = {
  /** The learner's next booked call, if any. */
  next: LearnerBooking | null
  /** The latest call whose mentor wrote agreed actions, if any. */
  agreed: LearnerBooking | null
  /** Whether the learner may book one (enrolled in a course that offers mentoring). */
  canBook: boolean
}

const headingId = 'next-mentoring-heading'

/** Nothing booked and nothing agreed yet: one short line and the way to book, so the courses are not pushed down. */
const NoMentoringYet = ({ canBook }: Pick<Props, 'canBook'>) => (
  <section aria-labelledby={headingId} className="rounded-xl bg-navy-100 p-4">
    <h3 id={headingId} className="text-lg font-bold text-navy-900">
      Mentoring
    </h3>
    <p className="text-navy-800">
      No mentoring call booked.{' '}
      {canBook ? (
        <Link href="/v1/mentoring" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
          Book a mentoring call
        </Link>
      ) : null}
    </p>
  </section>
)

/** On the dashboard: the next booked mentoring call, how it happens, and what the learner agreed with their mentor. */
export const NextMentoringCall = ({ next, agreed, canBook }: Props) => {
  if (!next && !agreed?.agreedActions) return <NoMentoringYet canBook={canBook} />
  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-navy-100 p-5">
      <h3 id={headingId} className="text-xl font-bold text-navy-900">
        {next ? 'Your next mentoring call' : 'Mentoring'}
      </h3>
      {next ? (
        <>
          <p className="mt-2 text-lg font-semibold text-navy-900">
            <time dateTime={next.startsAt}>{callTimeLabel(next)}</time>
          </p>
          <p className="mt-1 text-navy-800">
            With {next.mentor.name}, about {next.course.title}.{' '}
            {next.how === 'phone' ? `${next.mentor.name} will phone you on ${next.phone ?? 'your number'}.` : 'By video call.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {next.how === 'video' && next.videoUrl ? (
              <a href={next.videoUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'compact')}>
                Join the video call<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <a href={pathOf(mentoringRoutes.mentoringCalendar, { bookingId: next.id })} download className={buttonClasses('quiet', 'compact')}>
              Add to calendar
            </a>
            <Link href="/v1/mentoring" className={buttonClasses('quiet', 'compact')}>
              Move or cancel
            </Link>
          </div>
        </>
      ) : (
        <p className="mt-2 text-navy-800">No mentoring call booked.</p>
      )}
      {agreed?.agreedActions ? (
        <div className="mt-4 rounded-lg bg-navy-100 p-3">
          <p className="font-semibold text-navy-900">
            What you agreed with {agreed.mentor.name} on {ukDayLabel(agreed.startsAt)}
          </p>
          <p className="mt-1 whitespace-pre-line">{agreed.agreedActions}</p>
        </div>
      ) : null}
      {!next && canBook ? (
        <Link href="/v1/mentoring" className={`${buttonClasses('quiet', 'compact')} mt-4`}>
          Book a mentoring call
        </Link>
      ) : null}
    </section>
  )
}
