import { z } from 'zod'

import { tradeValues } from '@/lib/rules/businessProfile'
import { placeDistrict, unknownDistrictMessage } from '@/lib/rules/postcodeDistricts'

import { optionalChoice, optionalText, userId } from './fields'
import { teamSizeValues } from './teamSizes'

const tradeOtherMessage = 'Please say what your trade is'

/**
 * The business profile's fields, each optional (an empty choice is "not said"): team size, trade, and the postcode
 * district, kept as its outward code only (`cf10 1aa` becomes `CF10`).
 */
export const businessFields = {
  teamSize: optionalChoice(teamSizeValues, 'Please choose a team size from the list'),
  trade: optionalChoice(tradeValues, 'Please choose a trade from the list'),
  tradeOther: optionalText(100),
  postcodeDistrict: optionalText(10).transform((value, context) => {
    if (!value) return null
    const placed = placeDistrict(value)
    if (!placed) context.addIssue({ code: 'custom', message: unknownDistrictMessage })
    return placed?.district ?? null
  }),
}

/** "Other" needs its words; another trade drops them. */
const tradeOtherGiven = (data: { trade: string | null; tradeOther?: string }) => data.trade !== 'other' || !!data.tradeOther

export const tradeOtherRefinement = { message: tradeOtherMessage, path: ['tradeOther'] }

/** PUT /api/v1/account/business: the whole profile (what is left out is cleared). */
export const businessProfileSchema = z
  .object({ ...businessFields, userId: userId() })
  .refine(tradeOtherGiven, tradeOtherRefinement)
  .transform(({ tradeOther, ...profile }) => ({ ...profile, tradeOther: tradeOther ?? null }))

export type BusinessProfileInput = z.input<typeof businessProfileSchema>
export { tradeOtherGiven }
