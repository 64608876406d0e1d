import type { CourseDetail } from '@/domains/learning'
import { isRecordingsCourse } from '@/lib/rules/courseKinds'
import { progressPercentage } from '@/lib/rules/progress'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { LessonStatusIcon } from './LessonStatusIcon'
import { ProgressSummary } from './ProgressSummary'

/**
 * The lesson screen's sidebar: course progress, every lesson with a tick once completed, and the course overview. Beside
 * a call recording: the other recordings (a tick for those watched) and the way back to Calls, with no progress to
 * count, since the recordings are not a course.
 */
export const LessonSidebar = ({ course, currentLessonId }: { course: CourseDetail; currentLessonId: string }) => {
  const isRecording = isRecordingsCourse(course.kind)
  const completed = course.lessons.filter((lesson) => lesson.isCompleted).length
  const percentage = progressPercentage(completed, course.lessonCount)
  return (
    <div className="rounded-xl border-2 border-navy-100 p-5 lg:sticky lg:top-24">
      {isRecording ? (
        <>
          <h2 className="text-xl font-bold text-navy-900">Call recordings</h2>
          <p className="mt-2 text-navy-800">Recordings of the programme&apos;s calls, open to every learner of the programme with no enrolment. Watching them earns no certificate.</p>
        </>
      ) : (
        <>
          <h2 className="text-xl font-bold text-navy-900">Course progress</h2>
          <div className="mt-3">
            <ProgressSummary courseTitle={course.title} completed={completed} total={course.lessonCount} percentage={percentage} />
          </div>
          <h3 className="mt-6 font-bold text-navy-900">Lessons</h3>
        </>
      )}
      <ol className="mt-2 space-y-1">
        {course.lessons.map((lesson) => {
          const label = isRecording ? lesson.title : `Lesson ${lesson.orderIndex}: ${lesson.title}`
          const isCurrent = lesson.id === currentLessonId
          const content = (
            <>
              <LessonStatusIcon lesson={lesson} />
              <span className="min-w-0 break-words">{label}</span>
            </>
          )
          return (
            <li key={lesson.id}>
              {lesson.isAccessible ? (
                <Link
                  href={`/v1/lessons/${lesson.id}`}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-navy-100 ${isCurrent ? 'bg-navy-100 font-bold' : ''}`}
                >
                  {content}
                </Link>
              ) : (
                <div className="flex min-h-11 items-center gap-3 px-2 py-1.5 text-navy-800">{content}</div>
              )}
            </li>
          )
        })}
      </ol>
      <Link href={isRecording ? '/v1/calls' : `/v1/courses/${course.id}`} className={`${buttonClasses('outline')} mt-6 w-full`}>
        {isRecording ? 'All calls' : 'Course Overview'}
      </Link>
    </div>
  )
}
