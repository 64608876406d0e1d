import { z } from 'zod'

import { fullName } from '@/lib/rules/names'

import { businessFields, tradeOtherGiven, tradeOtherRefinement } from './businessProfile'
import { email, newPassword, optionalText, confirmationMatches, confirmationMismatch, passwordsMismatchMessage, requiredText, uuid } from './fields'

const identityFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email(),
  company: requiredText('Company name is required', 200),
  jobTitle: optionalText(100),
  phone: optionalText(40),
  ...businessFields,
}

const registerFields = { ...identityFields, password: newPassword() }

export const registerCourseMessage = 'Not a course id'

/**
 * Registration as the API takes it (spec 5.2, CONTRACT.md): `name` defaults to first plus last name, and
 * `confirmPassword` is optional but must match when sent. `courseId`, beyond the spec: the course the person came
 * from, which registration enrols them in when it is published, free and open now (src/domains/onboarding).
 */
export const registerSchema = z
  .object({
    ...registerFields,
    name: optionalText(200),
    confirmPassword: z.string({ error: passwordsMismatchMessage }).optional(),
    courseId: uuid(registerCourseMessage)
      .optional()
      .describe('The course the person registers from: enrolled in it when it is published, free and open now; any other course is ignored'),
  })
  .refine((data) => confirmationMatches(data.password, data.confirmPassword), confirmationMismatch)
  .refine(tradeOtherGiven, tradeOtherRefinement)
  .transform(({ confirmPassword: _confirm, ...data }) => ({
    ...data,
    name: data.name ?? fullName(data),
  }))

export const signInChoices = ['password', 'code'] as const

/**
 * The register screen's form: a password with its confirmation (required there), unless the person came from a
 * course or an invite and chose to sign in with a code mailed to them (`signInBy: 'code'`).
 */
export const registerFormSchema = z
  .object({ ...identityFields, signInBy: z.enum(signInChoices), password: z.string().optional(), confirmPassword: z.string().optional() })
  .superRefine((data, context) => {
    if (data.signInBy === 'code') return
    const password = newPassword().safeParse(data.password)
    if (!password.success) context.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0].message })
    if (!confirmationMatches(data.password ?? '', data.confirmPassword ?? '')) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: passwordsMismatchMessage })
  })
  .refine(tradeOtherGiven, tradeOtherRefinement)

export type RegisterFormValues = z.input<typeof registerFormSchema>

/**
 * Registration without a password (beyond the spec: from a course or a team invite): the account signs in with a
 * code mailed to it, and can set a password later on its account page.
 */
export const registerWithoutPasswordSchema = z
  .object({
    ...identityFields,
    name: optionalText(200),
    courseId: uuid(registerCourseMessage)
      .optional()
      .describe('The course the person registers from: enrolled in it when it is published, free and open now; any other course is ignored'),
  })
  .refine(tradeOtherGiven, tradeOtherRefinement)
  .transform((data) => ({ ...data, name: data.name ?? fullName(data) }))
