/**
 * The programme's impact: each learner's business (team size, trade, where it is), the optional equality answers,
 * and each course's checks (baseline, end, 90 days on) with the mail that asks the last, for the funder's figures.
 */
export { findBusinessProfile, saveBusinessProfile, takeBusinessFromTeamOwner, waitingListTeamSize } from './businessProfiles'
export type { BusinessProfile } from './businessProfiles'
export { findEqualityAnswers } from './equality'
export { answerCheck, CheckRefused, findCourseChecks, offeredCheckOf, offeredChecksOf, skipCheck } from './checks'
export type { CourseChecks, OfferedCheck } from './checks'
export { queueImpactFollowUps } from './followUpMail'
export { impactCourses, impactOverview, impactReport, impactRespondents, pseudonymousId } from './impactReport'
export type { ImpactFilter } from './impactReport'
export { impactSummaryPdf } from './impactSummaryPdf'
export { answerQuoteConsent, findChangesAnswers, findQuoteForConsent, leaveQuoteOut, pickQuote, readQuoteToken } from './quotes'
export { findSampleDataHeld, removeSampleData } from './sampleData'
