import { actionAnchor, answerStatusLabels } from '@/lib/rules/workbook'
import { Badge } from '@/ui/Badge'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import type { Resource } from '../resources'
import type { WorkbookCourse } from '../workbook'
import { AnswerSummary } from './AnswerSummary'
import { Downloads } from './Downloads'

/** My workbook: each course's downloads and actions, lesson by lesson, with the learner's answers and the coach's latest reply. */
export const MyWorkbook = ({ courses, resources }: { courses: readonly WorkbookCourse[]; resources: Record<string, Resource[]> }) => {
  if (courses.length === 0) {
    return (
      <div className="rounded-xl border-2 border-navy-100 p-6">
        <h2 className="text-xl font-bold text-navy-900">No actions yet</h2>
        <p className="mt-2 text-navy-800">Each lesson comes with one thing to put to work that week. Enrol in a course and its actions appear here.</p>
        <Link href="/v1/courses" className={`${buttonClasses('primary')} mt-4`}>
          Browse courses
        </Link>
      </div>
    )
  }
  return (
    <div className="space-y-12">
      {courses.map((course) => (
        <section key={course.id} aria-labelledby={`workbook-${course.id}`}>
          <h2 id={`workbook-${course.id}`} className="text-2xl font-bold break-words text-navy-900">
            {course.title}
          </h2>
          <p className="mt-1 text-lg text-navy-800">
            {course.actionsDone} of {course.actionsSet} actions sent to your coach
          </p>
          <Downloads resources={resources[course.id] ?? []} headingId={`downloads-${course.id}`} heading={`Downloads for ${course.title}`} level="h3" />
          <ol className="mt-6 space-y-6">
            {course.entries.map(({ lesson, action }) => {
              const reply = action.answer.rounds.find((round) => round.verdict)
              return (
                <li key={lesson.id} className="rounded-xl border-2 border-navy-100 p-4 sm:p-6">
                  <h3 className="text-lg font-bold break-words text-navy-900">
                    <Link href={`/v1/lessons/${lesson.id}#${actionAnchor}`} className="underline hover:text-navy-950">
                      Lesson {lesson.orderIndex}: {lesson.title}
                    </Link>
                  </h3>
                  {action.title ? <p className="mt-1 font-semibold break-words text-navy-950">{action.title}</p> : null}
                  <p className="mt-2">
                    <Badge tone={action.answer.status === 'looksGood' ? 'success' : action.answer.status === 'draft' ? 'neutral' : 'dark'}>
                      {answerStatusLabels[action.answer.status]}
                    </Badge>
                  </p>
                  {action.answer.answers.length > 0 ? (
                    <AnswerSummary prompts={action.prompts} answers={action.answer.answers} files={action.answer.files} />
                  ) : (
                    <p className="mt-3 text-navy-800">Not answered yet.</p>
                  )}
                  {reply?.verdict ? (
                    <div className="mt-4 rounded-lg bg-navy-50 p-4">
                      <p className="font-bold text-navy-950">Your coach: {answerStatusLabels[reply.verdict]}</p>
                      {reply.coachReply ? <p className="mt-1 whitespace-pre-line break-words text-navy-900">{reply.coachReply}</p> : null}
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ol>
        </section>
      ))}
    </div>
  )
}
