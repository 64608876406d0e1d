import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'
import {
  accountEmailSchema,
  accountPasswordSchema,
  confirmEmailSchema,
  dataSaverSchema,
  firstPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  registerWithoutPasswordSchema,
  resetPasswordSchema,
  signInCodeRequestSchema,
  signInWithCodeSchema,
  signInWithLinkSchema,
} from '@/lib/validation'

const { timestamp } = responseFields

export const upgradeInterest = z.strictObject({ askedAt: timestamp, message: z.string() })

export const dataSaver = z.strictObject({ dataSaver: z.boolean() })

/** Accounts's schemas by the names the OpenAPI document gives them. */
export const accountsSchemas = {
  request: {
    AccountEmailRequest: accountEmailSchema,
    AccountPasswordRequest: accountPasswordSchema,
    ConfirmEmailRequest: confirmEmailSchema,
    DataSaverRequest: dataSaverSchema,
    FirstPasswordRequest: firstPasswordSchema,
    ForgotPasswordRequest: forgotPasswordSchema,
    LoginRequest: loginSchema,
    ProfileRequest: profileSchema,
    RegisterRequest: registerSchema,
    RegisterWithoutPasswordRequest: registerWithoutPasswordSchema,
    ResetPasswordRequest: resetPasswordSchema,
    SignInCodeRequest: signInCodeRequestSchema,
    SignInWithCodeRequest: signInWithCodeSchema,
    SignInWithLinkRequest: signInWithLinkSchema,
  },
  response: { UpgradeInterest: upgradeInterest, DataSaver: dataSaver },
}
