import { Link } from '@/components/ui/Link'

import { buttonClasses } from '../ui/buttonStyles'

/** A lesson the learner may not open yet: why, and the way to the course to enrol. */
export const LockedLesson = ({ reason, courseId }: { reason: string; courseId: string }) => (
  <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
    <h1 className="text-3xl font-extrabold text-navy-900">This lesson is locked</h1>
    <p className="mt-4 text-lg text-navy-800">{reason}.</p>
    <Link href={`/v1/courses/${courseId}`} className={`${buttonClasses('primary')} mt-8`}>
      Course Overview
    </Link>
  </div>
)
