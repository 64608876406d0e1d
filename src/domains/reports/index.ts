/**
 * Staff reports: course funnels, stop points, a learner's progress, the learners who may need a nudge, and the
 * programme's figures.
 */
export { programmeFigures } from './programmeFigures'
export { courseFunnel, courseFunnels, courseStopPoints, enrolmentFacts, learnerCompletedLessons, learnerCourses, reportCourse, reportLearner, stuckAt, stuckLearnerCount, stuckLearners } from './reports'
export type { StuckLearner } from './reports'
