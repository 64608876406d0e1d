'use client'

import { pushKindLabels, pushKinds, quietHours } from '@/lib/rules/phoneNotifications'
import { hourLabel } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'

import { usePhoneNotifications } from './usePhoneNotifications'

/**
 * "Notifications on this phone" on the account page: turns Web Push on for this browser, chooses which kinds it
 * gets, and turns it off again. Emails are unchanged by it.
 */
export const PhoneNotificationsCard = () => {
  const { state, busy, note, turnOn, choose, turnOff } = usePhoneNotifications('Done. This phone will get the notifications ticked below.')

  return (
    <section aria-labelledby="phone-notifications-heading" className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <div>
        <h2 id="phone-notifications-heading" className="text-2xl font-bold text-navy-900">
          Notifications on this phone
        </h2>
        <p className="mt-2 text-navy-800">
          A notification on this phone for a call tomorrow, a call&rsquo;s join link going live, your coach&rsquo;s reply, a mentoring call tomorrow and a
          nudge when you haven&rsquo;t been back for a week. None arrive between {hourLabel(quietHours.from)} and {hourLabel(quietHours.until)}: they wait until{' '}
          {hourLabel(quietHours.until)}. Your email choices stay as they are.
        </p>
      </div>
      {state.step === 'checking' ? <p className="text-navy-800">Checking this phone…</p> : null}
      {state.step === 'unsupported' ? (
        <p className="text-navy-900">
          This browser can&rsquo;t show notifications from Solving Tech. On an iPhone or iPad, add Solving Tech to your Home Screen first (Share, then Add to
          Home Screen), open it from there and come back to this page.
        </p>
      ) : null}
      {state.step === 'blocked' ? (
        <p className="text-navy-900">
          Notifications are blocked for this site in your browser. Allow them in the browser&rsquo;s site settings (the icon beside the address), then reload
          this page.
        </p>
      ) : null}
      {state.step === 'off' ? (
        <button type="button" onClick={turnOn} disabled={busy} className={`${buttonClasses('primary')} w-full disabled:opacity-70 sm:w-auto`}>
          {busy ? 'Turning on…' : 'Turn On Notifications'}
        </button>
      ) : null}
      {state.step === 'on' ? (
        <>
          <p className="font-semibold text-success-700">
            <span aria-hidden="true">✓</span> Notifications are on for this phone.
          </p>
          <fieldset className="space-y-3" disabled={busy}>
            <legend className="font-semibold text-navy-900">Notify me on this phone about</legend>
            {pushKinds.map((kind) => (
              <div key={kind} className="flex items-start gap-3">
                <input
                  id={`push-${kind}`}
                  type="checkbox"
                  className="mt-1 h-6 w-6 shrink-0 accent-accent-600"
                  checked={state.kinds.includes(kind)}
                  onChange={(event) => choose(kind, event.target.checked)}
                />
                <label htmlFor={`push-${kind}`} className="text-navy-900">
                  {pushKindLabels[kind]}
                </label>
              </div>
            ))}
          </fieldset>
          <button type="button" onClick={turnOff} disabled={busy} className={`${buttonClasses('outline')} w-full disabled:opacity-70 sm:w-auto`}>
            Turn Off on This Phone
          </button>
        </>
      ) : null}
      <p role="status" className={`font-semibold ${note?.tone === 'error' ? 'text-red-700' : 'text-success-700'}`}>
        {note?.message}
      </p>
    </section>
  )
}
