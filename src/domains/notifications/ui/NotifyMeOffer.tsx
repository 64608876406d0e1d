'use client'

import type { PushKind } from '@/lib/rules/phoneNotifications'
import { Link } from '@/ui/Link'
import { buttonClasses } from '@/ui/buttonStyles'

import { usePhoneNotifications } from './usePhoneNotifications'

/**
 * Offered where a learner waits for something (their coach's reply, of `kind`): notifications on this phone in one
 * tap, when this browser can show them and they are not on yet; a line saying so when they are on for `kind`.
 */
export const NotifyMeOffer = ({ kind, about }: { kind: PushKind; about: string }) => {
  const { state, busy, note, turnOn } = usePhoneNotifications(`Done. This phone will tell you ${about}.`)
  if (note?.tone === 'success') {
    return (
      <p role="status" className="mt-3 font-semibold text-success-700">
        {note.message}{' '}
        <Link href="/v1/account#phone-notifications-heading" className="font-normal text-navy-900 underline">
          Choose what else it tells you
        </Link>
      </p>
    )
  }
  if (state.step === 'on' && state.kinds.includes(kind)) return <p className="mt-3 text-navy-800">This phone will tell you {about}.</p>
  if (state.step !== 'off') return null
  return (
    <div className="mt-3 rounded-lg border-2 border-navy-100 p-4">
      <p className="text-navy-900">Want a notification on this phone {about}?</p>
      <button type="button" onClick={turnOn} disabled={busy} className={`${buttonClasses('outline', 'compact')} mt-3 w-full disabled:opacity-70 sm:w-auto`}>
        {busy ? 'Turning on…' : 'Notify Me on This Phone'}
      </button>
      {note ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {note.message}
        </p>
      ) : null}
    </div>
  )
}
