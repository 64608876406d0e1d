import { bookingStatusLabels } from '@/domains/mentoring/contract/rules'
import { ukDate, ukDateTime } from '@/lib/rules/ukTime'
import { answerStatusStaffLabels } from '@/lib/rules/workbook'

import type { LearnerPanel as Panel } from '../learnerPanel'

const lessonName = (lesson: { lessonNumber: number; lessonTitle: string }) => `Lesson ${lesson.lessonNumber}: ${lesson.lessonTitle}`

/** "Reached by email, notifications on 2 phones and texts to 07700 900123.", as far as the learner turned them on. */
const reachLine = ({ phones, textsTo }: Panel['reach']): string => {
  const ways = ['email', ...(phones ? [`notifications on ${phones} phone${phones === 1 ? '' : 's'}`] : []), ...(textsTo ? [`texts to ${textsTo}`] : [])]
  return `Reached by ${ways.length > 1 ? `${ways.slice(0, -1).join(', ')} and ${ways.at(-1)}` : 'email only'}.`
}

/**
 * "About the learner", beside an answer to review or a mentoring booking: who they are, their business, and what they
 * have done on the programme, newest first.
 */
export const LearnerPanel = ({ panel }: { panel: Panel }) => {
  const business = [panel.teamSize, panel.trade, panel.region].filter(Boolean).join(' · ')
  return (
    <section className="staff-panel learner-panel" aria-labelledby="learner-panel-heading">
      <h3 id="learner-panel-heading">
        {panel.name}
        {panel.company ? `, ${panel.company}` : ''}
      </h3>
      <p>
        <a href={`mailto:${panel.email}`}>{panel.email}</a>
        {panel.phone ? (
          <>
            {' · '}
            <a href={`tel:${panel.phone.replace(/\s+/g, '')}`}>{panel.phone}</a>
          </>
        ) : null}
      </p>
      <p>{reachLine(panel.reach)}</p>
      <p>{business || 'Has not told us about their business yet.'}</p>

      <h4>Lessons done</h4>
      {panel.courses.length ? (
        <ul>
          {panel.courses.map((course) => (
            <li key={course.title}>
              {course.title}: {course.completedLessons} of {course.totalLessons}
            </li>
          ))}
        </ul>
      ) : (
        <p>Not enrolled on a course.</p>
      )}

      <h4>Actions sent ({panel.actions.length})</h4>
      {panel.actions.length ? (
        <ul>
          {panel.actions.map((action) => (
            <li key={`${action.courseTitle}-${action.lessonNumber}`}>
              {lessonName(action)}: {answerStatusStaffLabels[action.status]} (sent {ukDate(action.sentAt)})
            </li>
          ))}
        </ul>
      ) : (
        <p>None yet.</p>
      )}

      <h4>Calls joined ({panel.callsJoined.length})</h4>
      {panel.callsJoined.length ? (
        <ul>
          {panel.callsJoined.map((call) => (
            <li key={`${call.title}-${call.startsAt}`}>
              {call.title}, {ukDate(call.startsAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p>None yet.</p>
      )}

      <h4>Mentoring</h4>
      {panel.bookings.length ? (
        <ul>
          {panel.bookings.map((booking) => (
            <li key={booking.startsAt}>
              {ukDateTime(booking.startsAt)} with {booking.mentorName}: {bookingStatusLabels[booking.status]}
              {booking.agreedActions ? <span className="learner-panel__agreed">Agreed: {booking.agreedActions}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>No bookings.</p>
      )}

      <h4>Last replies from coaches</h4>
      {panel.lastReplies.length ? (
        <ul>
          {panel.lastReplies.map((reply) => (
            <li key={reply.repliedAt}>
              {lessonName(reply)}, {answerStatusStaffLabels[reply.verdict].replace('Replied: ', '')}
              {reply.repliedBy ? ` by ${reply.repliedBy}` : ''}, {ukDate(reply.repliedAt)}: <q>{reply.reply}</q>
            </li>
          ))}
        </ul>
      ) : (
        <p>No replies yet.</p>
      )}
      <a href={`/admin/reports/learners/${panel.id}`}>Open their learner report</a>
    </section>
  )
}
