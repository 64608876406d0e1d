import { z } from 'zod'

import { equalityValues } from '@/lib/rules/equality'

import { optionalChoice, userId } from './fields'

const notOnTheList = 'Please choose an answer from the list'

/** PUT /api/v1/account/equality: all four answers (one left out or empty is "not answered"). */
export const equalitySchema = z.object({
  ageBand: optionalChoice(equalityValues('ageBand'), notOnTheList),
  sex: optionalChoice(equalityValues('sex'), notOnTheList),
  ethnicGroup: optionalChoice(equalityValues('ethnicGroup'), notOnTheList),
  disability: optionalChoice(equalityValues('disability'), notOnTheList),
  userId: userId(),
})

export type EqualityInput = z.input<typeof equalitySchema>
