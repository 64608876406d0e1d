import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'
import { tradeValues } from '@/lib/rules/businessProfile'
import { equalityValues } from '@/lib/rules/equality'
import { checkStages } from '@/lib/rules/impactChecks'
import { ukNations, ukRegions } from '@/lib/rules/postcodeDistricts'
import { teamSizeValues } from '@/lib/validation/teamSizes'
import { businessProfileSchema, equalitySchema, impactCheckSchema } from '@/lib/validation'

const { timestamp, nullableText } = responseFields

/** The learner's business: what they said (null: not said), with the nation and region of the district. */
export const businessProfile = z.strictObject({
  teamSize: z.enum(teamSizeValues).nullable(),
  trade: z.enum(tradeValues).nullable(),
  tradeOther: nullableText,
  postcodeDistrict: nullableText.describe('The outward code only, e.g. CF10'),
  nation: z.enum(ukNations).nullable(),
  region: z.enum(ukRegions).nullable(),
})

export type BusinessProfileBody = z.infer<typeof businessProfile>

/** The learner's optional equality answers (null: not answered). */
export const equalityAnswers = z.strictObject({
  ageBand: z.enum(equalityValues('ageBand')).nullable(),
  sex: z.enum(equalityValues('sex')).nullable(),
  ethnicGroup: z.enum(equalityValues('ethnicGroup')).nullable(),
  disability: z.enum(equalityValues('disability')).nullable(),
})

export type EqualityAnswersBody = z.infer<typeof equalityAnswers>

const checkStage = z.enum(checkStages)

/** Where a learner stands with a course's checks. */
export const courseChecks = z.strictObject({
  open: checkStage.nullable().describe('The stage open now: baseline until completion, end for 90 days, then follow-up; null when not enrolled'),
  offered: checkStage.nullable().describe('The stage to offer unasked: the open one, unless answered or skipped twice'),
  followUpOpensAt: timestamp.nullable(),
  stages: z.array(z.strictObject({ stage: checkStage, answeredAt: timestamp.nullable(), skips: z.number().int().min(0) })),
})


export const checkAnswered = z.strictObject({ stage: checkStage, answeredAt: timestamp })

/** Impact's schemas by the names the OpenAPI document gives them. */
export const impactSchemas = {
  request: { BusinessProfileRequest: businessProfileSchema, EqualityRequest: equalitySchema, ImpactCheckRequest: impactCheckSchema },
  response: { BusinessProfile: businessProfile, EqualityAnswers: equalityAnswers, CourseChecks: courseChecks, CheckAnswered: checkAnswered },
}
