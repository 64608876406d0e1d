import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { EnrolButton } from './EnrolButton'

type Props = { reason: string; courseId: string; enrolAs: string | null; isRecording: boolean }

/**
 * A lesson the learner may not open yet: why, and the way to the course. `enrolAs`: the learner, when enrolling (free)
 * opens the lesson, so they can enrol here and watch it at once. A call recording has no course to enrol in: the way is
 * to the courses of the programme, any of which opens every recording.
 */
export const LockedLesson = ({ reason, courseId, enrolAs, isRecording }: Props) => (
  <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
    <h1 className="text-3xl font-extrabold text-navy-900">{isRecording ? 'This recording is locked' : 'This lesson is locked'}</h1>
    <p className="mt-4 text-lg text-navy-800">{reason}.</p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {enrolAs ? <EnrolButton courseId={courseId} userId={enrolAs} afterEnrolling="stay" label="Enrol (free) and watch" /> : null}
      {isRecording ? (
        <Link href="/v1/courses" className={buttonClasses('primary')}>
          See the courses
        </Link>
      ) : (
        <Link href={`/v1/courses/${courseId}`} className={buttonClasses(enrolAs ? 'outline' : 'primary')}>
          Course Overview
        </Link>
      )}
    </div>
  </div>
)
