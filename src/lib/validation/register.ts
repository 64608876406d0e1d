import { z } from 'zod'

import { fullName } from '@/lib/rules/names'

import { businessFields, tradeOtherGiven, tradeOtherRefinement } from './businessProfile'
import { email, newPassword, optionalText, confirmationMatches, confirmationMismatch, passwordsMismatchMessage, requiredText, uuid } from './fields'

const registerFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email(),
  company: requiredText('Company name is required', 200),
  password: newPassword(),
  jobTitle: optionalText(100),
  phone: optionalText(40),
  ...businessFields,
}

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

/** The register screen's form: the confirmation is required there. */
export const registerFormSchema = z
  .object({ ...registerFields, confirmPassword: z.string() })
  .refine((data) => confirmationMatches(data.password, data.confirmPassword), confirmationMismatch)
  .refine(tradeOtherGiven, tradeOtherRefinement)

export type RegisterFormValues = z.input<typeof registerFormSchema>
