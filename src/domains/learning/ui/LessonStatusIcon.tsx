import type { ReactNode } from 'react'

import type { CourseDetailLesson } from '../courseDetail'

const lockPath = 'M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z'
const playPath = 'M6 4l10 6-10 6V4Z'

/** A round status mark, named for screen readers by `label`. */
const StatusCircle = ({ label, className, children }: { label: string; className: string; children: ReactNode }) => (
  <span role="img" aria-label={label} className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${className}`}>
    {children}
  </span>
)

const Glyph = ({ size, path }: { size: number; path: string }) => (
  <svg viewBox="0 0 20 20" width={size} height={size} fill="currentColor" aria-hidden="true">
    <path d={path} />
  </svg>
)

/** A tick for a completed lesson, a lock for a locked one, a play mark otherwise; named for screen readers. */
export const LessonStatusIcon = ({ lesson }: { lesson: Pick<CourseDetailLesson, 'isCompleted' | 'isAccessible'> }) => {
  if (lesson.isCompleted) {
    return (
      <StatusCircle label="Completed" className="bg-success-700 font-bold text-white">
        ✓
      </StatusCircle>
    )
  }
  if (!lesson.isAccessible) {
    return (
      <StatusCircle label="Locked" className="bg-navy-100 text-navy-800">
        <Glyph size={16} path={lockPath} />
      </StatusCircle>
    )
  }
  return (
    <StatusCircle label="Not started" className="border-2 border-navy-800 text-navy-800">
      <Glyph size={12} path={playPath} />
    </StatusCircle>
  )
}
