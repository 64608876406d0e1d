/**
 * Certificates of completion: issued when a course's last lesson is done, with their PDF, public page and mail.
 */
export { certificatePdf } from './certificatePdf'
export { findCertificate, verificationUrl } from './certificates'
export type { Certificate, LearnerCertificate } from './certificates'
export { followUpCompletedLesson } from './followUpCompletedLesson'
