/** "Join Waiting List" on a coming-soon course: who wants it, and the one mail each gets when it opens. */
export { addInterest, coursesOfInterestTo } from './interests'
export { queueCourseOpenMails } from './courseOpenMail'
