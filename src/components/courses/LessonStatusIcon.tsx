import type { CourseDetailLesson } from '@/lib/server/learning/courseDetail'

/** A tick for a completed lesson, a lock for a locked one, a play mark otherwise; named for screen readers. */
export const LessonStatusIcon = ({ lesson }: { lesson: Pick<CourseDetailLesson, 'isCompleted' | 'isAccessible'> }) => {
  if (lesson.isCompleted) {
    return (
      <span role="img" aria-label="Completed" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-success-700 font-bold text-white">
        ✓
      </span>
    )
  }
  if (!lesson.isAccessible) {
    return (
      <span role="img" aria-label="Locked" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-navy-100 text-navy-800">
        <svg viewBox="0 0 20 20" width="16" height="16" fill="currentColor" aria-hidden="true">
          <path d="M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
        </svg>
      </span>
    )
  }
  return (
    <span role="img" aria-label="Not started" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 border-navy-800 text-navy-800">
      <svg viewBox="0 0 20 20" width="12" height="12" fill="currentColor" aria-hidden="true">
        <path d="M6 4l10 6-10 6V4Z" />
      </svg>
    </span>
  )
}
