import type { CourseDetailLesson } from '../courseDetail'
import { Badge } from '@/ui/Badge'
import { Link } from '@/ui/Link'

import { LessonStatusIcon } from './LessonStatusIcon'

/**
 * The course's lessons in order, "Lesson {orderIndex}: title", each with a Watch link (or Preview, for a preview lesson
 * the learner is not enrolled for) only where the learner may open it (spec 2.15).
 */
export const CourseContentList = ({ lessons, isEnrolled }: { lessons: CourseDetailLesson[]; isEnrolled: boolean }) => (
  <ol className="divide-y divide-navy-100 rounded-xl border-2 border-navy-100">
    {lessons.map((lesson) => {
      const heading = `Lesson ${lesson.orderIndex}: ${lesson.title}`
      const linkLabel = lesson.isPreview && !isEnrolled ? 'Preview' : 'Watch'
      return (
        <li key={lesson.id} className="flex items-center gap-3 px-4 py-3">
          <LessonStatusIcon lesson={lesson} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-navy-900">{heading}</p>
            {lesson.isPreview ? (
              <p className="mt-1">
                <Badge>Preview</Badge>
              </p>
            ) : null}
          </div>
          {lesson.isAccessible ? (
            <Link href={`/v1/lessons/${lesson.id}`} className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-bold text-accent-600 underline hover:text-navy-900">
              {linkLabel}
              <span className="sr-only"> {heading}</span>
            </Link>
          ) : null}
        </li>
      )
    })}
  </ol>
)
