/**
 * Paid courses before payment exists: a learner asks for access ("Request access"), staff are told and answer in the
 * admin (Access requests), and the learner is mailed. Granting marks the enrolment paid, which opens every lesson.
 */
export { countLockedPaidCourses, paidAccessFor, requestAccess } from './requests'
