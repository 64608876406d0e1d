export { programmeFigures } from './programmeFigures'
export { courseFunnel, courseFunnels, courseStopPoints, enrolmentFacts, learnerCompletedLessons, learnerCourses, reportCourse, reportLearner, stuckAt, stuckLearnerCount, stuckLearners } from './reports'
export type { StuckLearner } from './reports'
