import type { CourseDetail } from '@/domains/learning'
import type { CourseState } from '@/lib/rules/courseState'
import { progressPercentage } from '@/lib/rules/progress'
import { coursePriceLabel, videoLessonsLabel } from '@/lib/rules/courseLabels'

import { ProgressSummary } from '@/domains/learning/ui/ProgressSummary'
import { CourseActions } from './CourseActions'

/** The course screen's side card: price, lesson count, the learner's progress once enrolled, and the enrol button. */
export const CourseSidebar = ({ course, state, learnerId, waiting }: { course: CourseDetail; state: CourseState; learnerId: string | null; waiting: boolean }) => (
  <div className="rounded-xl border-2 border-navy-100 p-6 lg:sticky lg:top-24">
    <p className="text-3xl font-extrabold text-navy-900">{coursePriceLabel(course)}</p>
    <p className="mt-1 text-navy-800">
      {videoLessonsLabel(course.lessonCount)} · watch on your phone, any time
    </p>
    {state.kind === 'enrolled' ? (
      <div className="mt-5">
        <ProgressSummary
          courseTitle={course.title}
          completed={state.completedLessons}
          total={course.lessonCount}
          percentage={progressPercentage(state.completedLessons, course.lessonCount)}
        />
      </div>
    ) : null}
    <div className="mt-6">
      <CourseActions course={course} learnerId={learnerId} state={state} placement="sidebar" waiting={waiting} />
    </div>
  </div>
)
