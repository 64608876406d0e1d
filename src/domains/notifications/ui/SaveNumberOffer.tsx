'use client'

import { useState } from 'react'

import { ukMobile, ukMobileLabel } from '@/lib/rules/textMessages'

import { ConfirmMobile, type MobileView } from './ConfirmMobile'

/** What the page knows of text reminders: whether the site sends texts, and the learner's number when they gave one. */
export type TextRemindersState = { offered: boolean; mobile: MobileView | null }

/**
 * Beside a phone call booked with a mobile number: "Save this number for reminders?", when the site sends texts and
 * that number is not the learner's confirmed one already. Saving it texts a code to confirm it.
 */
export const SaveNumberOffer = ({ phone, texts }: { phone: string; texts: TextRemindersState }) => {
  const [asked, setAsked] = useState(false)
  const [confirmed, setConfirmed] = useState<MobileView | null>(null)
  const international = ukMobile(phone)
  if (!texts.offered || !international) return null
  const label = ukMobileLabel(international)
  if (texts.mobile?.confirmed && texts.mobile.number === label && !confirmed) return null
  if (confirmed) {
    return (
      <p role="status" className="mt-3 font-semibold text-success-700">
        Confirmed. Reminders will be texted to {confirmed.number}, the day before each call.
      </p>
    )
  }
  return (
    <div className="mt-3 rounded-lg border-2 border-navy-100 p-4">
      <p className="text-navy-900">Save {label} for text reminders the day before each call?</p>
      {asked ? (
        <div className="mt-3">
          <ConfirmMobile number={label} onConfirmed={setConfirmed} />
        </div>
      ) : (
        <button type="button" onClick={() => setAsked(true)} className="mt-3 min-h-11 font-semibold text-navy-900 underline">
          Save this number for reminders
        </button>
      )}
    </div>
  )
}
