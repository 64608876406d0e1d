/**
 * From a link into lesson 1: enrolling a learner whichever way they come (the enrol button, registration from a
 * course, joining a team), with the enrolment mail once.
 */
export { enrolOnArrival, enrolWithMail } from './enrolling'
