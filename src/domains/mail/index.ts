/**
 * The programme's mail: recorded once per event, queued, composed from templates when sent, with preferences and
 * one-click unsubscribe. Other modules compose their own kinds of mail (their module's `mails`), found through the list of modules when sent.
 */
export { composeLearnerMail, lessonLink } from './composeMail'
export { checkMailComposers } from './composeMail'
export type { Composed, MailComposer, OutgoingMail } from './composeMail'
export { recordMail, recordMails } from './deliveries'
export type { ClaimedDelivery, MailEvent } from './deliveries'
export { mailEventKey } from './eventKeys'
export { learnerMailFacts } from './mailFacts'
export { learnerMailHistory, mailFigures, waitingMail } from './mailReports'
export { parseAddress } from './parseAddress'
export { mayMailSql, saveMailPreferences } from './preferences'
export { mailQueue, mailRunners, mailSweep, queueMail, queueMailsWith, queueMailWith, queueSendJob, sendRecordedMails, startSendJobs } from './queueMail'
export { requireSmtpWhenDeployed } from './requireSmtpWhenDeployed'
export { readSignedToken, signToken } from './signedToken'
export { sendToStaff } from './staffNotices'
export { createMailTransport } from './transport'
export { oneClickUnsubscribeHeaders, readUnsubscribeToken } from './unsubscribeToken'
