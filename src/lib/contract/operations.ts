import { noAction, notEnrolled, notYours, operation, rateLimited, signedOut, validation, type Operation } from './operation'
import { routes, type Route } from './routes'
import { requestSchemas, responseSchemas } from './schemas'


/** A lesson's uploaded file: the video, its low-data copy, or the captions. */
const lessonFileOperation = (route: Route, file: 'video' | 'low-data-video' | 'captions') =>
  operation({
    ...route, summary: `The lesson's ${file} file (send \`Range\` to seek)`, access: 'preview-or-signed-in',
    responses: {
      200: { description: 'The whole file', mediaType: file === 'captions' ? 'text/vtt' : 'video/*' },
      206: { description: 'The bytes the `Range` header asked for, with `Content-Range`', mediaType: file === 'captions' ? 'text/vtt' : 'video/*' },
      401: { description: 'Signed out, and the lesson is not a preview' },
      403: { description: 'The learner may not open this lesson' },
      404: { description: `No such lesson, or it has no uploaded ${file} file` },
      416: { description: 'A `Range` outside the file' },
    },
  })

/** Every operation, in the order of CONTRACT.md's table: endpoints mount from these, the OpenAPI document is made of them. */
export const operations = {
  register: operation({
    ...routes.register, summary: 'Create a learner account and sign in', access: 'anyone', body: requestSchemas.RegisterRequest,
    responses: { 201: { description: 'The new learner; sets the session cookie', body: responseSchemas.User }, 400: validation, 409: { description: 'Email already registered' }, 429: rateLimited },
  }),
  login: operation({
    ...routes.login, summary: 'Sign in', access: 'anyone', body: requestSchemas.LoginRequest,
    responses: {
      200: { description: 'The learner; sets the session cookie', body: responseSchemas.User },
      400: validation,
      401: { description: '"Invalid email or password", for an unknown email and a wrong password alike' },
      429: { description: 'Too many failures from this address, or on this account from many addresses' },
    },
  }),
  logout: operation({ ...routes.logout, summary: 'Sign out', access: 'anyone', responses: { 204: { description: 'Signed out; the cookie is cleared' } } }),
  me: operation({ ...routes.me, summary: 'The signed-in learner', access: 'signed-in', responses: { 200: { description: 'The learner', body: responseSchemas.User }, 401: signedOut } }),
  forgotPassword: operation({
    ...routes.forgotPassword, summary: 'Mail a password reset link', access: 'anyone', body: requestSchemas.ForgotPasswordRequest,
    responses: { 200: { description: 'The same message whether or not the email has an account', body: responseSchemas.Message }, 400: validation, 429: rateLimited },
  }),
  resetPassword: operation({
    ...routes.resetPassword, summary: 'Set a new password with a reset token', access: 'anyone', body: requestSchemas.ResetPasswordRequest,
    responses: { 200: { description: 'Password set; every session ended', body: responseSchemas.Message }, 400: { description: 'Validation failed, or the token is unknown, used or expired (one message)' } },
  }),
  courses: operation({
    ...routes.courses, summary: 'Published courses', access: 'anyone',
    responses: { 200: { description: 'Available and coming-soon courses with their lesson counts', body: responseSchemas.CatalogueCourse, list: true } },
  }),
  course: operation({
    ...routes.course, summary: 'A course and its lessons', access: 'anyone', userIdQuery: true,
    responses: {
      200: { description: "The course; each lesson's `videoUrl` is null where the caller may not open it", body: responseSchemas.CourseDetail },
      401: signedOut,
      403: notYours,
      404: { description: 'No such published course' },
    },
  }),
  progressList: operation({
    ...routes.progressList, summary: "The learner's courses with progress", access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'One item per enrolment', body: responseSchemas.ProgressItem, list: true }, 401: signedOut, 403: notYours },
  }),
  enrolmentStatus: operation({
    ...routes.enrolmentStatus, summary: 'Whether the learner is enrolled', access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'Enrolment status', body: responseSchemas.EnrolmentStatus }, 401: signedOut, 403: notYours, 404: { description: 'Not a course id' } },
  }),
  enrol: operation({
    ...routes.enrol, summary: 'Enrol in a course', access: 'signed-in', body: requestSchemas.UserIdRequest,
    responses: {
      200: { description: 'Already enrolled: the same enrolment', body: responseSchemas.Enrolment },
      201: { description: 'Enrolled', body: responseSchemas.Enrolment },
      400: validation,
      401: signedOut,
      403: notYours,
      404: { description: 'No such published course' },
      409: { description: 'The course is coming soon, or holds the call recordings (open to every learner of the programme with no enrolment)' },
    },
  }),
  lesson: operation({
    ...routes.lesson, summary: 'A lesson', access: 'preview-or-signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The lesson with its neighbours', body: responseSchemas.LessonDetail },
      401: { description: 'Signed out, and the lesson is not a preview' },
      403: { description: 'The learner may not open this lesson, or a `userId` that is not theirs' },
      404: { description: 'No such lesson in a published course' },
    },
  }),
  lessonVideo: lessonFileOperation(routes.lessonVideo, 'video'),
  lessonLowDataVideo: lessonFileOperation(routes.lessonLowDataVideo, 'low-data-video'),
  lessonCaptions: lessonFileOperation(routes.lessonCaptions, 'captions'),
  lessonTranscript: operation({
    ...routes.lessonTranscript, summary: "The lesson's transcript as a `.txt` download", access: 'preview-or-signed-in',
    responses: {
      200: { description: 'The title, then the paragraphs (from the captions, each with its start time, or as staff pasted them)', mediaType: 'text/plain' },
      401: { description: 'Signed out, and the lesson is not a preview' },
      403: { description: 'The learner may not open this lesson' },
      404: { description: 'No such lesson, or it has neither captions nor a transcript' },
    },
  }),
  lessonProgress: operation({
    ...routes.lessonProgress, summary: 'Whether the learner completed a lesson', access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'Completion, and how long a "Mark as Complete" of the lesson still waits', body: responseSchemas.LessonProgressState },
      401: signedOut,
      403: notYours,
      404: { description: 'No such lesson' },
    },
  }),
  completeLesson: operation({
    ...routes.completeLesson, summary: 'Mark a lesson complete', access: 'signed-in', body: requestSchemas.UserIdRequest,
    responses: {
      200: {
        description:
          'Completed (completing again changes nothing). A mark sooner than the course\'s lessons could be watched at 2x answers once its turn comes, up to 15 s after the mark before it; meanwhile `GET /api/v1/progress/{lessonId}` says how long is left',
        body: responseSchemas.LessonCompletion,
      },
      400: validation,
      401: signedOut,
      403: { description: 'The lesson is locked for this learner, or a `userId` that is not theirs' },
      404: { description: 'No such lesson' },
    },
  }),
  playback: operation({
    ...routes.playback, summary: "Where the learner is in the lesson's video", access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The resume position, seconds really played and completion', body: responseSchemas.LessonPlayback },
      401: signedOut,
      403: { description: 'The lesson is locked for this learner, or a `userId` that is not theirs' },
      404: { description: 'No such lesson' },
    },
  }),
  reportPlayback: operation({
    ...routes.reportPlayback, summary: "Report the player's position and the parts played", access: 'signed-in', body: requestSchemas.PlaybackReport,
    responses: {
      200: { description: 'Stored: played parts merged, the lesson completed at 90 % of the video really played, the position kept if it is the latest', body: responseSchemas.LessonPlayback },
      400: { description: 'A position or played part outside the video, too many parts, or a malformed time', body: responseSchemas.Error },
      401: signedOut,
      403: { description: 'The lesson is locked for this learner, or a `userId` that is not theirs' },
      404: { description: 'No such lesson' },
    },
  }),
  profile: operation({
    ...routes.profile, summary: 'Update the profile', access: 'signed-in', body: requestSchemas.ProfileRequest,
    responses: { 200: { description: 'The updated learner', body: responseSchemas.User }, 400: validation, 401: signedOut, 403: notYours },
  }),
  businessProfile: operation({
    ...routes.businessProfile, summary: "The learner's business: team size, trade and postcode district", access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'The profile (every part null until said)', body: responseSchemas.BusinessProfile }, 401: signedOut, 403: notYours },
  }),
  saveBusinessProfile: operation({
    ...routes.saveBusinessProfile, summary: "Save the learner's business profile (the whole of it: a part left out is cleared)", access: 'signed-in', body: requestSchemas.BusinessProfileRequest,
    responses: {
      200: { description: 'The stored profile, with the nation and region of the district', body: responseSchemas.BusinessProfile },
      400: { description: 'Validation failed: a team size or trade not on the list, "Other" without its words, or not a UK postcode district' },
      401: signedOut,
      403: notYours,
    },
  }),
  equalityAnswers: operation({
    ...routes.equalityAnswers, summary: "The learner's optional equality answers (age band, sex, ethnic group, disability)", access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'The answers (each null until answered)', body: responseSchemas.EqualityAnswers }, 401: signedOut, 403: notYours },
  }),
  saveEqualityAnswers: operation({
    ...routes.saveEqualityAnswers, summary: "Save the learner's equality answers (all four: one left out is not answered)", access: 'signed-in', body: requestSchemas.EqualityRequest,
    responses: {
      200: { description: 'The stored answers', body: responseSchemas.EqualityAnswers },
      400: { description: 'Validation failed: an answer not on the list' },
      401: signedOut,
      403: notYours,
    },
  }),
  courseChecks: operation({
    ...routes.courseChecks, summary: "Where the learner stands with a course's checks: baseline, end, and 90 days on", access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The stage open now, the one to offer, and each stage answered or skipped', body: responseSchemas.CourseChecks },
      401: signedOut,
      403: notYours,
      404: { description: 'No such course, or it asks no impact questions' },
    },
  }),
  answerCheck: operation({
    ...routes.answerCheck, summary: "Answer a course's open check (answering again replaces the answers; kept against the business profile, not the account)", access: 'signed-in', body: requestSchemas.ImpactCheckRequest,
    responses: {
      200: { description: 'Stored', body: responseSchemas.CheckAnswered },
      400: { description: 'Validation failed: a confidence outside 1 to 5, a negative or too large figure, or too long an answer', body: responseSchemas.Error },
      401: signedOut,
      403: { description: 'Not enrolled in the course, or a `userId` that is not the signed-in learner' },
      404: { description: 'No such course or stage, or the course asks no impact questions' },
      409: { description: 'The stage is not open now: the baseline closes at completion, the end opens then, the follow-up 90 days later' },
    },
  }),
  skipCheck: operation({
    ...routes.skipCheck, summary: 'Skip the open check for now (skipped twice, it is not offered again)', access: 'signed-in', body: requestSchemas.UserIdRequest,
    responses: {
      200: { description: 'Counted: where the learner now stands', body: responseSchemas.CourseChecks },
      400: validation,
      401: signedOut,
      403: { description: 'Not enrolled in the course, or a `userId` that is not the signed-in learner' },
      404: { description: 'No such course or stage, or the course asks no impact questions' },
      409: { description: 'The stage is not open now' },
    },
  }),
  dataSaver: operation({
    ...routes.dataSaver, summary: 'Turn low-data videos on or off for the account', access: 'signed-in', body: requestSchemas.DataSaverRequest,
    responses: { 200: { description: 'The stored choice', body: responseSchemas.DataSaver }, 400: validation, 401: signedOut, 403: notYours },
  }),
  upgradeInterest: operation({
    ...routes.upgradeInterest, summary: '"Upgrade Membership" before paid plans are on sale: noted for staff, who mail when they are', access: 'signed-in',
    responses: { 200: { description: 'Noted (the first press is kept)', body: responseSchemas.UpgradeInterest }, 401: signedOut },
  }),
  changeEmail: operation({
    ...routes.changeEmail, summary: 'Ask to change the email address', access: 'signed-in', body: requestSchemas.AccountEmailRequest,
    responses: {
      202: { description: 'A confirmation link was mailed to the new address; the old address gets a notice', body: responseSchemas.Message },
      400: validation,
      401: { description: 'Not signed in, or the current password is wrong' },
      403: notYours,
      409: { description: 'Another account has this email' },
      429: { description: 'Too many failed attempts from this address' },
    },
  }),
  confirmEmail: operation({
    ...routes.confirmEmail, summary: 'Confirm an email change with the token from the mailed link', access: 'anyone', body: requestSchemas.ConfirmEmailRequest,
    responses: {
      200: { description: 'The email is changed: the updated learner', body: responseSchemas.User },
      400: { description: 'Validation failed, or the token is unknown, used or expired (one message)' },
      409: { description: 'Another account took this email in the meantime' },
    },
  }),
  changePassword: operation({
    ...routes.changePassword, summary: 'Change the password', access: 'signed-in', body: requestSchemas.AccountPasswordRequest,
    responses: {
      200: { description: 'Changed; every other session ended', body: responseSchemas.Message },
      400: { description: 'Validation failed, or "Current password is incorrect"' },
      401: signedOut,
      403: notYours,
      429: { description: 'Too many failed attempts' },
    },
  }),
  action: operation({
    ...routes.action, summary: "The lesson's action for this week and the learner's answer", access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The prompts, the answer being written, where it stands and every round with its reply', body: responseSchemas.ActionState },
      401: signedOut,
      403: notEnrolled,
      404: noAction,
    },
  }),
  actionDraft: operation({
    ...routes.actionDraft, summary: 'Save the answer being written (as the learner types); sends nothing to the coach', access: 'signed-in', body: requestSchemas.ActionDraftRequest,
    responses: {
      200: { description: 'Saved: the action with the answer', body: responseSchemas.ActionState },
      400: { description: 'An answer that does not fit its question (wrong kind, too long, an item or file that is not there)' },
      401: signedOut,
      403: notEnrolled,
      404: noAction,
    },
  }),
  actionAnswer: operation({
    ...routes.actionAnswer, summary: "Send the answer to the coach (once per `clientId`, so the offline queue's repeat is harmless)", access: 'signed-in', body: requestSchemas.ActionAnswerRequest,
    responses: {
      200: { description: 'This `clientId` was sent already: nothing changed', body: responseSchemas.ActionState },
      201: { description: 'Sent: it waits for a reply', body: responseSchemas.ActionState },
      400: { description: 'No question answered, or an answer that does not fit its question' },
      401: signedOut,
      403: notEnrolled,
      404: noAction,
      409: { description: 'The last send still waits for a reply, or this `clientId` was used for another answer' },
    },
  }),
  actionFile: operation({
    ...routes.actionFile, summary: 'Add a photo (shrunk, as JPEG, without its location) or a voice note (up to 60 s, without its metadata) to an answer; `fileId` is made by the phone. The format is read from the bytes', access: 'signed-in',
    upload: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'audio/webm', 'audio/ogg', 'audio/mp4'],
    responses: {
      200: { description: 'This `fileId` was uploaded already: the stored file', body: responseSchemas.WorkbookFile },
      201: { description: 'Stored', body: responseSchemas.WorkbookFile },
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
    ...routes.workbookFile, summary: "One of the learner's own photos or voice notes (send `Range` to seek)", access: 'signed-in',
    responses: {
      200: { description: 'The whole file', mediaType: 'image/jpeg' },
      206: { description: 'The bytes the `Range` header asked for', mediaType: 'audio/*' },
      401: signedOut,
      404: { description: "Not one of the learner's files" },
      416: { description: 'A `Range` outside the file' },
    },
  }),
  workbookResource: operation({
    ...routes.workbookResource, summary: "A download that goes with a course or lesson (the workbook, a scoring sheet), for the course's learners (send `Range` to resume)", access: 'signed-in',
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
    ...routes.workbookPdf, summary: "\"Download my workbook\": the learner's actions with their answers, photos and the coach's replies", access: 'signed-in',
    responses: { 200: { description: 'An A4 PDF (a download)', mediaType: 'application/pdf' }, 401: signedOut },
  }),
  openapi: operation({
    ...routes.openapi, summary: 'This document', access: 'anyone',
    responses: { 200: { description: 'The OpenAPI 3.1 document of every call' } },
  }),
}

/** The same calls as a list (those not yet declared by their module; src/domains/operations.ts adds the modules'). */
export const operationList: Operation[] = Object.values(operations)
