import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'

import { buttonClasses } from '../ui/buttonStyles'

const NavLink = ({ lessonId, children }: { lessonId: string | null; children: ReactNode }) =>
  lessonId ? (
    <Link href={`/v1/lessons/${lessonId}`} className={`${buttonClasses('outline')} gap-2`}>
      {children}
    </Link>
  ) : (
    <button type="button" disabled className={`${buttonClasses('disabled')} gap-2`}>
      {children}
    </button>
  )

/** Previous and Next lesson buttons, disabled at the ends of the course, with the completion button between them. */
export const LessonNavigation = ({ previousLessonId, nextLessonId, children }: { previousLessonId: string | null; nextLessonId: string | null; children: ReactNode }) => (
  <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-between">
    <NavLink lessonId={previousLessonId}>
      <span aria-hidden="true">←</span> Previous Lesson
    </NavLink>
    <div className="order-first col-span-2 grid sm:order-none">{children}</div>
    <NavLink lessonId={nextLessonId}>
      Next Lesson <span aria-hidden="true">→</span>
    </NavLink>
  </div>
)
