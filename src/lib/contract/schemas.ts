import {
  accountEmailSchema,
  accountPasswordSchema,
  confirmEmailSchema,
  contactSchema,
  dataSaverSchema,
  forgotPasswordSchema,
  loginSchema,
  mailPreferencesSchema,
  profileSchema,
  programSignupSchema,
  registerSchema,
  resetPasswordSchema,
  playbackReportSchema,
  userIdBodySchema,
  accessRequestSchema,
  closeAccountSchema,
  courseInterestSchema,
  actionDraftSchema,
  actionAnswerSchema,
} from '@/lib/validation'
import * as responses from './responseSchemas'

/** Request bodies: the same zod schemas the endpoints and forms validate with. */
export const requestSchemas = {
  ProgramSignupRequest: programSignupSchema,
  RegisterRequest: registerSchema,
  LoginRequest: loginSchema,
  ForgotPasswordRequest: forgotPasswordSchema,
  ResetPasswordRequest: resetPasswordSchema,
  UserIdRequest: userIdBodySchema,
  CourseInterestRequest: courseInterestSchema,
  AccessRequestRequest: accessRequestSchema,
  CloseAccountRequest: closeAccountSchema,
  PlaybackReport: playbackReportSchema(null),
  DataSaverRequest: dataSaverSchema,
  MailPreferencesRequest: mailPreferencesSchema,
  ProfileRequest: profileSchema,
  AccountEmailRequest: accountEmailSchema,
  ConfirmEmailRequest: confirmEmailSchema,
  AccountPasswordRequest: accountPasswordSchema,
  ContactRequest: contactSchema,
  ActionDraftRequest: actionDraftSchema,
  ActionAnswerRequest: actionAnswerSchema,
}

/** Response bodies (responseSchemas.ts). */
export const responseSchemas = {
  Error: responses.errorBody,
  Message: responses.messageBody,
  SignupCreated: responses.signupCreated,
  User: responses.userObject,
  CatalogueCourse: responses.catalogueCourse,
  CourseDetail: responses.courseDetail,
  LessonDetail: responses.lessonDetail,
  ProgressItem: responses.progressItem,
  EnrolmentStatus: responses.enrolmentStatus,
  Enrolment: responses.enrolment,
  LessonCompletion: responses.lessonCompletion,
  LessonPlayback: responses.lessonPlayback,
  DataSaver: responses.dataSaver,
  UpgradeInterest: responses.upgradeInterest,
  MailPreferences: responses.mailPreferences,
  Unsubscribed: responses.unsubscribed,
  LearnerCertificate: responses.learnerCertificate,
  ActionState: responses.actionState,
  WorkbookFile: responses.workbookFile,
  LearnerCall: responses.learnerCall,
  CalendarFeed: responses.calendarFeed,
}

export type RequestSchemaName = keyof typeof requestSchemas
export type ResponseSchemaName = keyof typeof responseSchemas
