/**
 * Staff reports: course funnels, stop points, a learner's progress, the learners who may need a nudge, and the
 * programme's figures and the admin home's set-up checklist.
 */
export { findLearnerPanel } from './learnerPanel'
export type { LearnerPanel } from './learnerPanel'
export { programmeFigures } from './programmeFigures'
export { findSetUpChecklist } from './setUpChecklist'
export { courseFunnel, courseFunnels, courseStopPoints, enrolmentFacts, learnerCompletedLessons, learnerCourses, reportCourse, reportLearner, stuckAt, stuckLearnerCount, stuckLearners } from './reports'
export type { StuckLearner } from './reports'
