/**
 * The practical workbook: each lesson's action, the learner's answers (drafts, sends, photos and voice notes), a
 * coach's replies, My workbook and its PDF, and the downloads that go with a course.
 */
export { findActionSummary } from './actions'
export type { ActionPrompt, ActionSummary } from './actions'
export { actionStateFor, findAnswerForStaff, saveDraft, sendAnswer } from './answers'
export type { ActionState } from './answers'
export { carryOutCoachReply, composeCoachReplyMail, stampCoachReply } from './coachReply'
export { findCoachRepliesToShow } from './coachReplies'
export type { CoachReplyNote } from './coachReplies'
export { findOwnWorkbookFile, removeUnusedWorkbookFiles, storeWorkbookFile, uploadKindOf, uploadTooLargeMessage } from './files'
export { openAction } from './openAction'
export { answersWaiting, findActionCounts, findWorkbook } from './workbook'
export type { WorkbookCourse } from './workbook'
export { workbookPdf } from './workbookPdf'
export { findResources, openResource, resourceFileName } from './resources'
export type { Resource } from './resources'
