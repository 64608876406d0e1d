import { noAction, notEnrolled, operation, signedOut } from '@/lib/contract/operation'

import { workbookRoutes } from './routes'
import { workbookSchemas } from './schemas'

const { request, response } = workbookSchemas

/** Workbook's part of the HTTP contract (CONTRACT.md): each lesson's action, the learner's answers with their photos and voice notes, the workbook's files, downloads and PDF. */
export const workbookOperations = {
  action: operation({
    ...workbookRoutes.action, summary: "The lesson's action for this week and the learner's answer", access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The prompts, the answer being written, where it stands and every round with its reply', body: response.ActionState },
      401: signedOut,
      403: notEnrolled,
      404: noAction,
    },
  }),
  actionDraft: operation({
    ...workbookRoutes.actionDraft, summary: 'Save the answer being written (as the learner types); sends nothing to the coach', access: 'signed-in', body: request.ActionDraftRequest,
    responses: {
      200: { description: 'Saved: the action with the answer', body: response.ActionState },
      400: { description: 'An answer that does not fit its question (wrong kind, too long, an item or file that is not there)' },
      401: signedOut,
      403: notEnrolled,
      404: noAction,
    },
  }),
  actionAnswer: operation({
    ...workbookRoutes.actionAnswer, summary: "Send the answer to the coach (once per `clientId`, so the offline queue's repeat is harmless)", access: 'signed-in', body: request.ActionAnswerRequest,
    responses: {
      200: { description: 'This `clientId` was sent already: nothing changed', body: response.ActionState },
      201: { description: 'Sent: it waits for a reply', body: response.ActionState },
      400: { description: 'No question answered, or an answer that does not fit its question' },
      401: signedOut,
      403: notEnrolled,
      404: noAction,
      409: { description: 'The last send still waits for a reply, or this `clientId` was used for another answer' },
    },
  }),
  actionFile: operation({
    ...workbookRoutes.actionFile, summary: 'Add a photo (shrunk, as JPEG, without its location) or a voice note (up to 60 s, without its metadata) to an answer; `fileId` is made by the phone. The format is read from the bytes', access: 'signed-in',
    upload: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'audio/webm', 'audio/ogg', 'audio/mp4'],
    responses: {
      200: { description: 'This `fileId` was uploaded already: the stored file', body: response.WorkbookFile },
      201: { description: 'Stored', body: response.WorkbookFile },
      400: { description: "An image that cannot be read, a voice note that cannot be played or is over 60 seconds, or a kind of file the lesson's action does not ask for" },
      401: signedOut,
      403: notEnrolled,
      404: { description: 'No such lesson, it has no action, or `fileId` is not a UUID' },
      409: { description: 'This `fileId` was used for another lesson, or the learner has no room left: 15 photos or 5 voice notes a lesson, 50 MB in all' },
      413: { description: 'A photo over 5 MB or 40 megapixels, or a voice note over 2 MB' },
      415: { description: 'Not a photo (JPEG, PNG, WebP, GIF, HEIF) or a voice note (WebM or Ogg Opus, MP4 AAC), by its type or by its bytes' },
      429: { description: 'Too many photos and voice notes this hour (per learner and per address)' },
      503: { description: 'Too many photos waiting to be read: try again after `Retry-After`' },
    },
  }),
  workbookFile: operation({
    ...workbookRoutes.workbookFile, summary: "One of the learner's own photos or voice notes (send `Range` to seek)", access: 'signed-in',
    responses: {
      200: { description: 'The whole file', mediaType: 'image/jpeg' },
      206: { description: 'The bytes the `Range` header asked for', mediaType: 'audio/*' },
      401: signedOut,
      404: { description: "Not one of the learner's files" },
      416: { description: 'A `Range` outside the file' },
    },
  }),
  workbookResource: operation({
    ...workbookRoutes.workbookResource, summary: "A download that goes with a course or lesson (the workbook, a scoring sheet), for the course's learners (send `Range` to resume)", access: 'signed-in',
    responses: {
      200: { description: 'The whole file, as a download', mediaType: 'application/octet-stream' },
      206: { description: 'The bytes the `Range` header asked for', mediaType: 'application/octet-stream' },
      401: signedOut,
      403: { description: 'Not enrolled in the course (or its lessons are not open to the learner), or the lesson is locked' },
      404: { description: 'No such download in a published course' },
      416: { description: 'A `Range` outside the file' },
    },
  }),
  workbookPdf: operation({
    ...workbookRoutes.workbookPdf, summary: "\"Download my workbook\": the learner's actions with their answers, photos and the coach's replies", access: 'signed-in',
    responses: { 200: { description: 'An A4 PDF (a download)', mediaType: 'application/pdf' }, 401: signedOut },
  }),
}
