import { Link } from '@/components/ui/Link'

import type { CourseState } from '@/lib/rules/courseState'

import { buttonClasses } from '../ui/buttonStyles'
import { EnrolButton } from './EnrolButton'
import { continueLessonHref } from '@/lib/rules/lessonLinks'

type Props = { courseId: string; learnerId: string | null; state: CourseState; placement: 'header' | 'sidebar' }

/** The course screen's buttons for where the learner stands: sign up or in, enrol, start, continue (spec 2.15). */
export const CourseActions = ({ courseId, learnerId, state, placement }: Props) => {
  const onDark = placement === 'header'
  switch (state.kind) {
    case 'coming-soon':
      return (
        <Link href="/#signup" className={buttonClasses('primary')}>
          Join Waiting List
        </Link>
      )
    case 'signed-out':
      return onDark ? (
        <>
          <Link href="/v1/register" className={buttonClasses('primary')}>
            Sign Up Free
          </Link>
          <Link href="/v1/login" className={buttonClasses('secondary')}>
            Sign In
          </Link>
        </>
      ) : (
        <Link href="/v1/login" className={`${buttonClasses('primary')} w-full`}>
          Sign In to Enroll
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
          {state.isComplete ? 'Course complete. Well done!' : 'The rest of this course opens once your payment is confirmed.'}
        </p>
      )
  }
}
