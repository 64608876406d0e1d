import type { Payload } from 'payload'

import { programmeFigures } from '@/lib/server/data/programmeFigures'
import { stuckLearners } from '@/lib/server/data/reports'

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' })

/** How many of the longest-silent learners the admin home lists. */
const stuckListLength = 10

const Stat = ({ label, value }: { label: string; value: number | string }) => (
  <div className="programme-dashboard__stat">
    <span className="programme-dashboard__stat-value">{value}</span>
    <span className="programme-dashboard__stat-label">{label}</span>
  </div>
)

/** The programme at a glance, above the collections on the admin home (staff only: the admin admits only staff). */
export const ProgrammeDashboard = async ({ payload }: { payload: Payload }) => {
  const [figures, stuck] = await Promise.all([programmeFigures(payload), stuckLearners(payload, new Date(), stuckListLength)])
  return (
    <section className="programme-dashboard" aria-labelledby="programme-dashboard-heading">
      <h2 id="programme-dashboard-heading">The programme at a glance</h2>
      <div className="programme-dashboard__stats">
        <Stat label="Waiting-list signups in the last 7 days" value={figures.signups.lastSevenDays} />
        <Stat label="Waiting-list signups in total" value={figures.signups.total} />
        <Stat label="Learners" value={figures.learners} />
      </div>

      <div className="programme-dashboard__tables">
        <table>
          <caption>Waiting list by team size</caption>
          <thead>
            <tr>
              <th scope="col">Team size</th>
              <th scope="col">Signups</th>
            </tr>
          </thead>
          <tbody>
            {figures.signups.byTeamSize.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <table>
          <caption>Enrolments and completion by course</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Enrolments</th>
              <th scope="col">Completed</th>
              <th scope="col">Completion rate</th>
            </tr>
          </thead>
          <tbody>
            {figures.courses.map((course) => (
              <tr key={course.id}>
                <th scope="row">
                  <a href={`/admin/collections/courses/${course.id}`}>{course.title}</a>
                </th>
                <td>{course.enrolments}</td>
                <td>{course.completed}</td>
                <td>{course.completionRate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="stuck-learners-heading">Learners who may need a nudge</h3>
      {stuck.length ? (
        // A wide table scrolls inside its own box on a phone; the box takes focus, so the keyboard can scroll it too.
        <div className="programme-dashboard__scroll" role="region" aria-labelledby="stuck-learners-heading" tabIndex={0}>
          <table aria-labelledby="stuck-learners-heading">
            <thead>
              <tr>
                <th scope="col">Learner</th>
                <th scope="col">Course</th>
                <th scope="col">Lessons done</th>
                <th scope="col">Last active</th>
                <th scope="col">Next lesson</th>
              </tr>
            </thead>
            <tbody>
              {stuck.map((learner) => (
                <tr key={`${learner.learnerId}-${learner.courseId}`}>
                  <th scope="row">
                    <a href={`/admin/collections/course-users/${learner.learnerId}`}>{learner.name}</a> ({learner.email})
                  </th>
                  <td>{learner.courseTitle}</td>
                  <td>
                    {learner.completedLessons} of {learner.totalLessons}
                  </td>
                  <td>
                    <time dateTime={learner.lastActivityAt}>{date.format(new Date(learner.lastActivityAt))}</time>
                  </td>
                  <td>{learner.nextLesson ? `${learner.nextLesson.number}. ${learner.nextLesson.title}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No enrolled learner has been inactive for a week.</p>
      )}

      <h3>Latest contact messages</h3>
      {figures.recentMessages.length ? (
        <ul className="programme-dashboard__messages">
          {figures.recentMessages.map((message) => (
            <li key={message.id}>
              <a href={`/admin/collections/contact-messages/${message.id}`}>{message.subject}</a> from {message.name} ({message.email}),{' '}
              <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>No contact messages yet.</p>
      )}
    </section>
  )
}
