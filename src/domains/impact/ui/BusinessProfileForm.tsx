'use client'

import { useApiForm } from '@/lib/browser/useApiForm'
import type { BusinessProfileBody } from '../contract/schemas'
import type { BusinessProfileInput } from '@/lib/validation/businessProfile'
import { Form } from '@/ui/Form'
import { OutcomeLine } from '@/ui/FormAlert'
import { SubmitButton } from '@/ui/SubmitButton'

import { BusinessFields } from './BusinessFields'
import { callImpact } from './impactApi'

type Values = Omit<BusinessProfileInput, 'userId'>

/** Where a saved district lies, in words: "CF10 is in Wales." */
const placeLine = ({ postcodeDistrict, nation, region }: BusinessProfileBody) =>
  postcodeDistrict && region ? `${postcodeDistrict} is in ${region === nation ? nation : `${region}, ${nation}`}.` : null

/** The learner's business on the profile page: team size, trade and postcode district, saved whole. */
export const BusinessProfileForm = ({ userId, profile }: { userId: string; profile: BusinessProfileBody }) => {
  const { register, errors, isSubmitting, onSubmit, watch, outcome } = useApiForm({
    schema: async () => (await import('@/lib/validation/businessProfile')).businessProfileSchema,
    defaultValues: { teamSize: profile.teamSize ?? '', trade: profile.trade ?? '', tradeOther: profile.tradeOther ?? '', postcodeDistrict: profile.postcodeDistrict ?? '' },
    send: (values: Values) => callImpact('saveBusinessProfile', { body: { ...values, userId } }),
    serverFields: ['teamSize', 'trade', 'tradeOther', 'postcodeDistrict'],
    fallbackMessage: 'Failed to save your business details. Please try again.',
    onSuccess: (saved, form) => {
      form.reset({ teamSize: saved.teamSize ?? '', trade: saved.trade ?? '', tradeOther: saved.tradeOther ?? '', postcodeDistrict: saved.postcodeDistrict ?? '' })
      return ['Your business details are saved.', placeLine(saved)].filter(Boolean).join(' ')
    },
  })

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      <BusinessFields
        idPrefix="business"
        trade={watch('trade')}
        registration={{ teamSize: register('teamSize'), trade: register('trade'), tradeOther: register('tradeOther'), postcodeDistrict: register('postcodeDistrict') }}
        errors={{ teamSize: errors.teamSize?.message, trade: errors.trade?.message, tradeOther: errors.tradeOther?.message, postcodeDistrict: errors.postcodeDistrict?.message }}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Saving..." className="w-full sm:w-auto">
        Save business details
      </SubmitButton>
      <OutcomeLine outcome={outcome} />
    </Form>
  )
}
