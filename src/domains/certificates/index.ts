/**
 * Certificates of completion: issued when a course's last lesson is done, with their PDF, public page and mail.
 */
export { certificatePdf } from './certificatePdf'
export { findCertificate, findLearnerCertificates, verificationUrl } from './certificates'
export type { Certificate, LearnerCertificate } from './certificates'
export { composeCongratulationsMail } from './congratulationsMail'
export { followUpCompletedLesson } from './followUpCompletedLesson'
