import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { learnerMailHistory } from '@/domains/mail'
import { LearnerMailsSection } from '@/domains/mail/ui/LearnerMailsSection'
import { learnerCompletedLessons, learnerCourses, reportLearner } from '@/domains/reports'
import { ReportScreen } from '@/domains/reports/ui/ReportScreen'
import { segmentId } from '@/domains/reports/ui/segmentId'
import { learnerReportCsvPath } from '@/lib/rules/reportLinks'
import { ukDate, ukDateTime } from '@/lib/rules/ukTime'
import { CsvLink } from '@/ui/reports/CsvLink'
import { ScrollTable } from '@/ui/reports/ScrollTable'

/** /admin/reports/learners/{id}: one learner's courses, each lesson they completed and when, and the reminders sent to them. */
export const LearnerReportView = async (view: AdminViewServerProps) => {
  const payload = view.initPageResult.req.payload
  const learner = await reportLearner(payload, segmentId(view))
  if (!learner) notFound()
  const [courses, lessons, mails] = await Promise.all([
    learnerCourses(payload, learner.id),
    learnerCompletedLessons(payload, learner.id),
    learnerMailHistory(payload, learner.id),
  ])
  return (
    <ReportScreen view={view} title={`Learner: ${learner.name}`}>
      <p>
        {learner.email}
        {learner.company ? `, ${learner.company}` : ''}; joined <time dateTime={learner.joinedAt}>{ukDate(learner.joinedAt)}</time>.{' '}
        <a href={`/admin/collections/course-users/${learner.id}`}>Open their account</a>
      </p>

      <section aria-labelledby="learner-courses-heading">
        <h2 id="learner-courses-heading">Courses</h2>
        {courses.length ? (
          <ScrollTable labelledBy="learner-courses-heading" columns={['Course', 'Enrolled', 'Lessons completed', 'Last activity']}>
            <tbody>
              {courses.map((course) => (
                <tr key={course.courseId}>
                  <th scope="row">{course.title}</th>
                  <td>
                    <time dateTime={course.enrolledAt}>{ukDate(course.enrolledAt)}</time>
                  </td>
                  <td>
                    {course.completedLessons} of {course.totalLessons}
                  </td>
                  <td>
                    <time dateTime={course.lastActivityAt}>{ukDateTime(course.lastActivityAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ) : (
          <p>Not enrolled in any published course.</p>
        )}
      </section>

      <section aria-labelledby="learner-lessons-heading">
        <h2 id="learner-lessons-heading">Lessons completed</h2>
        {lessons.length ? (
          <ScrollTable labelledBy="learner-lessons-heading" columns={['Course', 'Lesson', 'Completed']}>
            <tbody>
              {lessons.map((lesson) => (
                <tr key={`${lesson.courseId}-${lesson.lessonNumber}-${lesson.lessonTitle}`}>
                  <td>{lesson.courseTitle}</td>
                  <th scope="row">
                    {lesson.lessonNumber}. {lesson.lessonTitle}
                  </th>
                  <td>
                    <time dateTime={lesson.completedAt}>{ukDateTime(lesson.completedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ) : (
          <p>No lesson completed yet.</p>
        )}
        <CsvLink href={learnerReportCsvPath(learner.id)}>Download their lessons (CSV)</CsvLink>
      </section>

      <LearnerMailsSection mails={mails} learnerId={learner.id} />
    </ReportScreen>
  )
}
