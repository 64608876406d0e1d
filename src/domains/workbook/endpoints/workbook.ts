import { requireLearner } from '@/domains/accounts'
import { actionStateFor, saveDraft, sendAnswer } from '../answers'
import { findOwnWorkbookFile, storeWorkbookFile, uploadKindOf, uploadTooLargeMessage } from '../files'
import { findWorkbook } from '../workbook'
import { openResource, resourceFileName } from '../resources'
import { workbookPdf } from '../workbookPdf'
import { openAction } from '../openAction'
import { workbookOperations as operations } from '../contract/operations'
import { isId } from '@/lib/rules/ids'
import { personalFileCacheControl } from '@/lib/rules/workbook'
import { ApiError, apiEndpoint, notFound, readOperationBody, reply } from '@/lib/server/http'
import { limitUploads } from '@/lib/server/http/rateLimit'
import { readRawBody } from '@/lib/server/http/readBodyUpTo'
import { headRequestHeader } from '@/lib/server/http/serverMethods'
import { privateFileResponse } from '@/lib/server/uploads/privateFiles'

/** GET /api/v1/lessons/:lessonId/action: the action for this week and the learner's answer, with every round. */
const getAction = apiEndpoint(operations.action, async (req) => {
  const learner = await requireLearner(req)
  const { lesson, action } = await openAction(req, learner)
  return reply(operations.action, 200, await actionStateFor(req.payload, String(learner.id), lesson.id, action))
})

/** PUT /api/v1/lessons/:lessonId/action/draft: what the learner is writing, saved as they type. */
const putDraft = apiEndpoint(operations.actionDraft, async (req) => {
  const learner = await requireLearner(req)
  const body = await readOperationBody(operations.actionDraft, req)
  const { lesson, action } = await openAction(req, learner)
  await saveDraft(req.payload, String(learner.id), lesson, action, body.answers)
  return reply(operations.actionDraft, 200, await actionStateFor(req.payload, String(learner.id), lesson.id, action))
})

/** POST /api/v1/lessons/:lessonId/action/answer: "Send to my coach", once per `clientId`. */
const postAnswer = apiEndpoint(operations.actionAnswer, async (req) => {
  const learner = await requireLearner(req)
  const body = await readOperationBody(operations.actionAnswer, req)
  const { lesson, action } = await openAction(req, learner)
  const outcome = await sendAnswer(req.payload, String(learner.id), lesson, action, body.clientId, body.answers)
  const state = await actionStateFor(req.payload, String(learner.id), lesson.id, action)
  return outcome === 'sent' ? reply(operations.actionAnswer, 201, state) : reply(operations.actionAnswer, 200, state)
})

/**
 * PUT /api/v1/lessons/:lessonId/action/files/:fileId: a photo or voice note as the raw body. Its type is checked
 * before its bytes are read, and no more bytes are kept than its kind may have.
 */
const putFile = apiEndpoint(operations.actionFile, async (req) => {
  const learner = await requireLearner(req)
  const clientId = req.routeParams?.fileId
  if (!isId(clientId)) throw notFound('A photo or voice note needs a UUID for its id')
  const { kind, maxBytes } = uploadKindOf(req.headers.get('content-type'))
  await limitUploads(req, String(learner.id))
  const { lesson, action } = await openAction(req, learner)
  const bytes = await readRawBody(req, maxBytes, uploadTooLargeMessage[kind])
  if (bytes.length === 0) throw new ApiError(400, kind === 'photo' ? 'The photo is empty: add it again' : 'The voice note is empty: record it again')
  const { file, created } = await storeWorkbookFile(req.payload, { learnerId: String(learner.id), lessonId: lesson.id, action, clientId, kind, bytes })
  return created ? reply(operations.actionFile, 201, file) : reply(operations.actionFile, 200, file)
})

/** GET (and HEAD) /api/v1/workbook/files/:fileId: one of the learner's own photos or voice notes, from private storage. */
const getFile = apiEndpoint(operations.workbookFile, async (req) => {
  const learner = await requireLearner(req)
  const file = await findOwnWorkbookFile(req.payload, String(learner.id), String(req.routeParams?.fileId ?? ''))
  const response =
    file &&
    (await privateFileResponse(req.payload, 'workbook-files', file, {
      contentType: file.mimeType,
      range: req.headers.get('range'),
      withBody: req.headers.get(headRequestHeader) !== '1',
    }))
  if (!response) throw notFound('No such photo or voice note')
  response.headers.set('Cache-Control', personalFileCacheControl)
  return response
})

/** GET (and HEAD) /api/v1/workbook/resources/:resourceId: a course's or lesson's download, for its learners. */
const getResource = apiEndpoint(operations.workbookResource, async (req) => {
  const learner = await requireLearner(req)
  const resource = await openResource(req.payload, learner, String(req.routeParams?.resourceId ?? ''))
  const response = await privateFileResponse(req.payload, 'workbook-resources', resource, {
    contentType: resource.mimeType,
    range: req.headers.get('range'),
    withBody: req.headers.get(headRequestHeader) !== '1',
  })
  if (!response) {
    req.payload.logger.error({ msg: `Download ${resource.id} (${resource.filename}) is missing from its storage` })
    throw notFound('This download is missing. Please tell us using the contact page.')
  }
  response.headers.set('Content-Disposition', `attachment; filename="${resourceFileName(resource)}"`)
  response.headers.set('Cache-Control', 'private, max-age=3600')
  return response
})

/** GET /api/v1/workbook/pdf: "Download my workbook". */
const getWorkbookPdf = apiEndpoint(operations.workbookPdf, async (req) => {
  const learner = await requireLearner(req)
  const pdf = await workbookPdf(req.payload, { id: String(learner.id), name: learner.name ?? '' }, await findWorkbook(req.payload, String(learner.id)))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="my-workbook.pdf"',
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
    },
  })
})

export const workbookEndpoints = [getAction, putDraft, postAnswer, putFile, getFile, getResource, getWorkbookPdf]
