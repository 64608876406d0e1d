import type { UseFormRegisterReturn } from 'react-hook-form'

import { TeamSizeOptions } from '@/domains/waitingList/ui/TeamSizeOptions'
import { tradeOptions } from '@/lib/rules/businessProfile'
import { Field, inputClasses } from '@/ui/Field'
import { TextField } from '@/ui/TextField'

type BusinessField = 'teamSize' | 'trade' | 'tradeOther' | 'postcodeDistrict'

type Props = {
  /** Makes the fields' ids unique on the page, e.g. "register". */
  idPrefix: string
  registration: Record<BusinessField, UseFormRegisterReturn>
  errors: Partial<Record<BusinessField, string>>
  /** The trade chosen now: "Other" asks for its words. */
  trade: string | null | undefined
}

const describedBy = (id: string, error: string | undefined, hint?: string) => [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined

/** Team size, trade and postcode district: the business questions of registration and the profile page, each optional. */
export const BusinessFields = ({ idPrefix, registration, errors, trade }: Props) => {
  const ids = { teamSize: `${idPrefix}-teamSize`, trade: `${idPrefix}-trade`, tradeOther: `${idPrefix}-tradeOther`, postcodeDistrict: `${idPrefix}-postcodeDistrict` }
  return (
    <>
      <Field id={ids.teamSize} label="Team size" hint="(optional)" error={errors.teamSize}>
        <select id={ids.teamSize} className={inputClasses} aria-invalid={!!errors.teamSize} aria-describedby={describedBy(ids.teamSize, errors.teamSize)} {...registration.teamSize}>
          <TeamSizeOptions />
        </select>
      </Field>
      <Field id={ids.trade} label="Your trade" hint="(optional)" error={errors.trade}>
        <select id={ids.trade} className={inputClasses} aria-invalid={!!errors.trade} aria-describedby={describedBy(ids.trade, errors.trade)} {...registration.trade}>
          <option value="">Select your trade</option>
          {tradeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      {trade === 'other' ? <TextField id={ids.tradeOther} label="What is your trade?" error={errors.tradeOther} registration={registration.tradeOther} /> : null}
      <div>
        <TextField
          id={ids.postcodeDistrict}
          label="Postcode district"
          hint="(optional)"
          autoCapitalize="characters"
          error={errors.postcodeDistrict}
          aria-describedby={describedBy(ids.postcodeDistrict, errors.postcodeDistrict, 'hint')}
          registration={registration.postcodeDistrict}
        />
        <p id={`${ids.postcodeDistrict}-hint`} className="mt-1 text-navy-800">
          The first half of your business postcode, such as CF10. We keep only that, to count learners by region.
        </p>
      </div>
    </>
  )
}
