import type { ReactNode } from 'react'

import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

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

type Props = { previousLessonId: string | null; nextLessonId: string | null; noun?: 'Lesson' | 'Recording'; children: ReactNode }

/** Previous and Next lesson (or call recording) buttons, disabled at the ends, with the completion button between them. */
export const LessonNavigation = ({ previousLessonId, nextLessonId, noun = 'Lesson', children }: Props) => (
  <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-between">
    <NavLink lessonId={previousLessonId}>
      <span aria-hidden="true">←</span> Previous {noun}
    </NavLink>
    <div className="order-first col-span-2 grid sm:order-none">{children}</div>
    <NavLink lessonId={nextLessonId}>
      Next {noun} <span aria-hidden="true">→</span>
    </NavLink>
  </div>
)
