export { certificatePdf } from './certificatePdf'
export { findCertificate, findLearnerCertificates, issueCertificateIfCourseComplete, verificationUrl } from './certificates'
export type { Certificate, LearnerCertificate } from './certificates'
