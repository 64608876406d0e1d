import { learnerReportPath } from '@/lib/rules/reportLinks'
import { ukDate } from '@/lib/rules/ukTime'
import { ScrollTable } from '@/ui/reports/ScrollTable'

import type { StuckLearner } from '../reports'

/**
 * Learners who may need a nudge, one row per stuck enrolment: the learner (linked to their report), course, lessons
 * done, last activity and next lesson. `labelledBy` is the id of the heading that names the list.
 */
export const StuckLearnersTable = ({ learners, labelledBy, showCourse = true }: { learners: StuckLearner[]; labelledBy: string; showCourse?: boolean }) => (
  <ScrollTable labelledBy={labelledBy} columns={['Learner', ...(showCourse ? ['Course'] : []), 'Lessons done', 'Last active', 'Next lesson']}>
    <tbody>
      {learners.map((learner) => (
        <tr key={`${learner.learnerId}-${learner.courseId}`}>
          <th scope="row">
            <a href={learnerReportPath(learner.learnerId)}>{learner.name}</a> ({learner.email})
          </th>
          {showCourse && <td>{learner.courseTitle}</td>}
          <td>
            {learner.completedLessons} of {learner.totalLessons}
          </td>
          <td>
            <time dateTime={learner.lastActivityAt}>{ukDate(learner.lastActivityAt)}</time>
          </td>
          <td>{learner.nextLesson ? `${learner.nextLesson.number}. ${learner.nextLesson.title}` : '—'}</td>
        </tr>
      ))}
    </tbody>
  </ScrollTable>
)
