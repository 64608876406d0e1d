/**
 * A learner's own data (UK GDPR): the download of everything we hold about them, and closing their account so that
 * it names no one while the programme's totals stand. Learners do both on their account page; staff, for a request
 * by email, from the learner's page in the admin.
 */
export { learnerDataDownload } from './download'
export { closeLearnerAccount } from './closeAccount'
