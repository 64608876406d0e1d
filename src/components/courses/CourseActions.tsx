import { registerHref, signInHref } from '@/lib/rules/courseEntry'
import type { CourseState } from '@/lib/rules/courseState'
import { continueLessonHref } from '@/lib/rules/lessonLinks'
import { longDate } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { CourseInterestForm } from '@/domains/courseInterest/ui/CourseInterestForm'
import { EnrolButton } from '@/domains/learning/ui/EnrolButton'
import { RequestAccessForm } from '@/domains/paidAccess/ui/RequestAccessForm'

type Props = {
  course: { id: string; title: string }
  learnerId: string | null
  state: CourseState
  placement: 'header' | 'sidebar'
  /** A signed-in learner already on this coming-soon course's waiting list. */
  waiting?: boolean
}

/** The ids of the side card's forms, which the header's buttons lead to. */
const formAnchors = { waitingList: 'join-waiting-list', requestAccess: 'request-access' }

/**
 * The course screen's buttons for where the learner stands: sign up or in (carrying the course through), enrol, start,
 * continue (spec 2.15); join
 * a coming-soon course's waiting list, or ask for access to a paid one. The forms are in the side card; the header
 * leads there.
 */
export const CourseActions = ({ course, learnerId, state, placement, waiting = false }: Props) => {
  const onDark = placement === 'header'
  const courseId = course.id
  switch (state.kind) {
    case 'coming-soon':
      return onDark ? (
        <a href={`#${formAnchors.waitingList}`} className={buttonClasses('primary')}>
          Join Waiting List
        </a>
      ) : (
        <div id={formAnchors.waitingList} className="scroll-mt-24">
          <CourseInterestForm courseId={courseId} courseTitle={course.title} signedIn={!!learnerId} waiting={waiting} />
        </div>
      )
    case 'needs-access':
      if (state.request?.status === 'pending') {
        return (
          <p role={onDark ? undefined : 'status'} className={`font-semibold ${onDark ? 'text-white' : 'text-navy-900'}`}>
            You asked for access on {longDate(state.request.requestedAt)}. We will email you when we have looked at it.
          </p>
        )
      }
      return onDark ? (
        <a href={`#${formAnchors.requestAccess}`} className={buttonClasses('primary')}>
          Request access
        </a>
      ) : (
        <div id={formAnchors.requestAccess} className="scroll-mt-24 space-y-3">
          <p className="text-navy-900">
            {state.request?.status === 'declined'
              ? 'We could not open this course for you last time. You can ask again.'
              : 'Payment is not open yet. Ask us, and we will email you when we have opened it for you or to talk it over.'}
          </p>
          <RequestAccessForm courseId={courseId} courseTitle={course.title} askedBefore={!!state.request} />
        </div>
      )
    case 'signed-out':
      return onDark ? (
        <>
          <Link href={registerHref(courseId)} className={buttonClasses('primary')}>
            Sign Up Free
          </Link>
          <Link href={signInHref(courseId)} className={buttonClasses('secondary')}>
            Sign In
          </Link>
        </>
      ) : (
        <Link href={signInHref(courseId)} className={`${buttonClasses('primary')} w-full`}>
          Sign In to Enrol
        </Link>
      )
    case 'not-enrolled':
      return learnerId ? <EnrolButton courseId={courseId} userId={learnerId} className={onDark ? '' : 'w-full'} /> : null
    case 'enrolled':
      if (state.nextLessonId) {
        return (
          <Link href={continueLessonHref(state.nextLessonId)} className={`${buttonClasses('primary')} ${onDark ? '' : 'w-full'}`}>
            {state.completedLessons === 0 ? 'Start Course' : 'Continue Learning'}
          </Link>
        )
      }
      return (
        <p className={`font-semibold ${onDark ? 'text-white' : 'text-navy-900'}`}>
          {state.isComplete ? 'Course complete. Well done!' : 'The lessons of this course are on their way.'}
        </p>
      )
  }
}
