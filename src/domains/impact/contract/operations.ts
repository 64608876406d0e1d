import { notYours, operation, signedOut, validation } from '@/lib/contract/operation'
import { responseSchemas as shared, requestSchemas as sharedRequest } from '@/lib/contract/schemas'

import { impactRoutes } from './routes'
import { impactSchemas } from './schemas'

const { request, response } = impactSchemas

/** Impact's part of the HTTP contract (CONTRACT.md): the business profile, the equality answers and the course checks (baseline, end, 90 days on). */
export const impactOperations = {
  businessProfile: operation({
    ...impactRoutes.businessProfile, summary: "The learner's business: team size, trade and postcode district", access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'The profile (every part null until said)', body: response.BusinessProfile }, 401: signedOut, 403: notYours },
  }),
  saveBusinessProfile: operation({
    ...impactRoutes.saveBusinessProfile, summary: "Save the learner's business profile (the whole of it: a part left out is cleared)", access: 'signed-in', body: request.BusinessProfileRequest,
    responses: {
      200: { description: 'The stored profile, with the nation and region of the district', body: response.BusinessProfile },
      400: { description: 'Validation failed: a team size or trade not on the list, "Other" without its words, or not a UK postcode district' },
      401: signedOut,
      403: notYours,
    },
  }),
  equalityAnswers: operation({
    ...impactRoutes.equalityAnswers, summary: "The learner's optional equality answers (age band, sex, ethnic group, disability)", access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'The answers (each null until answered)', body: response.EqualityAnswers }, 401: signedOut, 403: notYours },
  }),
  saveEqualityAnswers: operation({
    ...impactRoutes.saveEqualityAnswers, summary: "Save the learner's equality answers (all four: one left out is not answered)", access: 'signed-in', body: request.EqualityRequest,
    responses: {
      200: { description: 'The stored answers', body: response.EqualityAnswers },
      400: { description: 'Validation failed: an answer not on the list' },
      401: signedOut,
      403: notYours,
    },
  }),
  courseChecks: operation({
    ...impactRoutes.courseChecks, summary: "Where the learner stands with a course's checks: baseline, end, and 90 days on", access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The stage open now, the one to offer, and each stage answered or skipped', body: response.CourseChecks },
      401: signedOut,
      403: notYours,
      404: { description: 'No such course, or it asks no impact questions' },
    },
  }),
  answerCheck: operation({
    ...impactRoutes.answerCheck, summary: "Answer a course's open check (answering again replaces the answers; kept against the business profile, not the account)", access: 'signed-in', body: request.ImpactCheckRequest,
    responses: {
      200: { description: 'Stored', body: response.CheckAnswered },
      400: { description: 'Validation failed: a confidence outside 1 to 5, a negative or too large figure, or too long an answer', body: shared.Error },
      401: signedOut,
      403: { description: 'Not enrolled in the course, or a `userId` that is not the signed-in learner' },
      404: { description: 'No such course or stage, or the course asks no impact questions' },
      409: { description: 'The stage is not open now: the baseline closes at completion, the end opens then, the follow-up 90 days later' },
    },
  }),
  skipCheck: operation({
    ...impactRoutes.skipCheck, summary: 'Skip the open check for now (skipped twice, it is not offered again)', access: 'signed-in', body: sharedRequest.UserIdRequest,
    responses: {
      200: { description: 'Counted: where the learner now stands', body: response.CourseChecks },
      400: validation,
      401: signedOut,
      403: { description: 'Not enrolled in the course, or a `userId` that is not the signed-in learner' },
      404: { description: 'No such course or stage, or the course asks no impact questions' },
      409: { description: 'The stage is not open now' },
    },
  }),
}
