/**
 * The practical workbook: each lesson's action, the learner's answers (drafts, sends, photos and voice notes), a
 * coach's replies, My workbook and its PDF, and the downloads that go with a course.
 */
export { findActionSummary } from './actions'
export type { ActionSummary } from './actions'
export { findAnswerForStaff, sendAnswerFor } from './answers'
export type { ActionState } from './answers'
export { findCoachRepliesToShow } from './coachReplies'
export type { CoachReplyNote } from './coachReplies'
export { removeUnusedWorkbookFiles } from './files'
export { answersWaiting, findActionCounts, findWorkbook } from './workbook'
export { workbookPdf } from './workbookPdf'
export { findResources } from './resources'
export type { Resource } from './resources'
