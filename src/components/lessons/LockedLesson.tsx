import { Link } from '@/components/ui/Link'

import { EnrolButton } from '../courses/EnrolButton'
import { buttonClasses } from '../ui/buttonStyles'

/**
 * A lesson the learner may not open yet: why, and the way to the course. `enrolAs`: the learner, when enrolling (free)
 * opens the lesson, so they can enrol here and watch it at once.
 */
export const LockedLesson = ({ reason, courseId, enrolAs }: { reason: string; courseId: string; enrolAs: string | null }) => (
  <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
    <h1 className="text-3xl font-extrabold text-navy-900">This lesson is locked</h1>
    <p className="mt-4 text-lg text-navy-800">{reason}.</p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      {enrolAs ? <EnrolButton courseId={courseId} userId={enrolAs} afterEnrolling="stay" label="Enrol (free) and watch" /> : null}
      <Link href={`/v1/courses/${courseId}`} className={buttonClasses(enrolAs ? 'outline' : 'primary')}>
        Course Overview
      </Link>
    </div>
  </div>
)
