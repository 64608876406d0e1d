import type { Payload } from 'payload'

import { mailFigures, waitingMail } from '@/domains/mail'
import { findBookingsOfDay } from '@/domains/mentoring'
import { programmeFigures, stuckLearners } from '@/domains/reports'
import { StuckLearnersTable } from '@/domains/reports/ui/StuckLearnersTable'
import { answersWaiting } from '@/domains/workbook'
import { timeRangeLabel } from '@/lib/rules/calls'
import { bookingStatusLabels, mentoringHowLabels } from '@/domains/mentoring/contract/rules'
import { reportsPath, stuckReportPath } from '@/lib/rules/reportLinks'
import { lateMailNotice } from '@/lib/rules/sendLanes'
import { ukDateTime } from '@/lib/rules/ukTime'
import { answersToReviewPath, waitedFor } from '@/lib/rules/workbook'
import { Link } from '@/ui/Link'

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
  const now = new Date()
  const [figures, stuck, mail, waiting, mentoring, mailWaiting] = await Promise.all([
    programmeFigures(payload),
    stuckLearners(payload, now, stuckListLength),
    mailFigures(payload),
    answersWaiting(payload),
    findBookingsOfDay(payload, now),
    waitingMail(payload),
  ])
  const mailLate = lateMailNotice(mailWaiting, now)
  return (
    <section className="programme-dashboard" aria-labelledby="programme-dashboard-heading">
      <h2 id="programme-dashboard-heading">The programme at a glance</h2>
      {mailLate ? (
        <p className="programme-dashboard__alert" role="status">
          {mailLate}
        </p>
      ) : null}
      <div className="programme-dashboard__stats">
        <Stat label="Waiting-list signups in the last 7 days" value={figures.signups.lastSevenDays} />
        <Stat label="Waiting-list signups in total" value={figures.signups.total} />
        <Stat label="Learners" value={figures.learners} />
        <Stat label="Programme mails sent in the last 7 days" value={mail.sentLastSevenDays} />
        <Stat label="Mails that failed after every try, last 7 days" value={mail.failedLastSevenDays} />
        <Stat label="Workbook answers waiting for a reply" value={waiting.count} />
      </div>
      {waiting.oldestSentAt ? (
        <p>
          The oldest has waited {waitedFor(waiting.oldestSentAt, now)}. <Link href={answersToReviewPath}>Answer them, oldest first</Link>
        </p>
      ) : null}
      {mail.failedLastSevenDays > 0 ? (
        <p>
          <Link href="/admin/collections/mail-deliveries?where[status][equals]=failed">See the failed mails and why they failed</Link>
        </p>
      ) : null}

      <h3 id="mentoring-today-heading">Mentoring calls today</h3>
      {mentoring.length ? (
        <table aria-labelledby="mentoring-today-heading">
          <thead>
            <tr>
              <th scope="col">Time (UK)</th>
              <th scope="col">Mentor</th>
              <th scope="col">Learner</th>
              <th scope="col">Course</th>
              <th scope="col">How</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {mentoring.map((booking) => (
              <tr key={booking.id}>
                <th scope="row">
                  <a href={`/admin/collections/mentoring-bookings/${booking.id}`}>{timeRangeLabel(booking)}</a>
                </th>
                <td>{booking.mentor}</td>
                <td>{booking.learner}</td>
                <td>{booking.course}</td>
                <td>{booking.how === 'phone' ? `Phone ${booking.phone ?? ''}` : mentoringHowLabels[booking.how]}</td>
                <td>{bookingStatusLabels[booking.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No mentoring calls booked for today.</p>
      )}
      <p>After each call, open it to mark it attended or a no-show and write the actions you agreed: the learner sees them on their dashboard.</p>

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
        <StuckLearnersTable learners={stuck} labelledBy="stuck-learners-heading" />
      ) : (
        <p>No enrolled learner has been inactive for a week.</p>
      )}
      <p className="programme-dashboard__more">
        <a href={stuckReportPath}>All learners who may need a nudge</a> · <a href={reportsPath()}>Course reports: funnel and where learners stop</a>
      </p>

      <h3>Latest contact messages</h3>
      {figures.recentMessages.length ? (
        <ul className="programme-dashboard__messages">
          {figures.recentMessages.map((message) => (
            <li key={message.id}>
              <a href={`/admin/collections/contact-messages/${message.id}`}>{message.subject}</a> from {message.name} ({message.email}),{' '}
              <time dateTime={message.createdAt}>{ukDateTime(message.createdAt)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>No contact messages yet.</p>
      )}
    </section>
  )
}
