import {
  accountEmailSchema,
  accountPasswordSchema,
  confirmEmailSchema,
  dataSaverSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  playbackReportSchema,
  userIdBodySchema,
  actionDraftSchema,
  actionAnswerSchema,
  businessProfileSchema,
  equalitySchema,
  impactCheckSchema,
} from '@/lib/validation'
import * as responses from './responseSchemas'

/** Request bodies: the same zod schemas the endpoints and forms validate with. */
export const requestSchemas = {
  RegisterRequest: registerSchema,
  LoginRequest: loginSchema,
  ForgotPasswordRequest: forgotPasswordSchema,
  ResetPasswordRequest: resetPasswordSchema,
  UserIdRequest: userIdBodySchema,
  PlaybackReport: playbackReportSchema(null),
  DataSaverRequest: dataSaverSchema,
  ProfileRequest: profileSchema,
  BusinessProfileRequest: businessProfileSchema,
  EqualityRequest: equalitySchema,
  ImpactCheckRequest: impactCheckSchema,
  AccountEmailRequest: accountEmailSchema,
  ConfirmEmailRequest: confirmEmailSchema,
  AccountPasswordRequest: accountPasswordSchema,
  ActionDraftRequest: actionDraftSchema,
  ActionAnswerRequest: actionAnswerSchema,
}

/** Response bodies (responseSchemas.ts). */
export const responseSchemas = {
  Error: responses.errorBody,
  Message: responses.messageBody,
  User: responses.userObject,
  CatalogueCourse: responses.catalogueCourse,
  CourseDetail: responses.courseDetail,
  LessonDetail: responses.lessonDetail,
  ProgressItem: responses.progressItem,
  EnrolmentStatus: responses.enrolmentStatus,
  Enrolment: responses.enrolment,
  LessonCompletion: responses.lessonCompletion,
  LessonProgressState: responses.lessonProgressState,
  LessonPlayback: responses.lessonPlayback,
  DataSaver: responses.dataSaver,
  BusinessProfile: responses.businessProfile,
  EqualityAnswers: responses.equalityAnswers,
  CourseChecks: responses.courseChecks,
  CheckAnswered: responses.checkAnswered,
  UpgradeInterest: responses.upgradeInterest,
  ActionState: responses.actionState,
  WorkbookFile: responses.workbookFile,
}

export type RequestSchemaName = keyof typeof requestSchemas
export type ResponseSchemaName = keyof typeof responseSchemas
