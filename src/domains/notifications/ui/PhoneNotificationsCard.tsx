'use client'

import { useEffect, useState } from 'react'

import { pushKindLabels, pushKinds, quietHours, type PushKind } from '@/lib/rules/phoneNotifications'
import { buttonClasses } from '@/ui/buttonStyles'

import { callNotifications } from './notificationsApi'
import { currentSubscription, phoneSupport, subscribeThisPhone, subscriptionBody } from './thisPhone'

type State =
  | { step: 'checking' }
  | { step: 'unsupported' }
  | { step: 'blocked' }
  | { step: 'off' }
  | { step: 'on'; subscription: PushSubscription; kinds: PushKind[] }

type Note = { tone: 'error' | 'success'; message: string } | null

const hour = (value: number) => (value === 0 ? 'midnight' : value < 12 ? `${value}am` : value === 12 ? 'noon' : `${value - 12}pm`)

const somethingWentWrong = "Couldn't change notifications on this phone. Check your signal and try again."

/**
 * "Notifications on this phone" on the account page: turns Web Push on for this browser (the browser asks the person
 * first), chooses which kinds it gets, and turns it off again. Emails are unchanged by it.
 */
export const PhoneNotificationsCard = ({ serverKey }: { serverKey: string }) => {
  const [state, setState] = useState<State>({ step: 'checking' })
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<Note>(null)

  useEffect(() => {
    let active = true
    const check = async () => {
      const support = phoneSupport()
      if (support !== 'ready') return setState({ step: support })
      const subscription = await currentSubscription()
      if (!subscription) return active && setState({ step: 'off' })
      // Refreshes the keys the server holds (a browser may renew them) and reads this phone's choices.
      const saved = await callNotifications('savePhone', { body: subscriptionBody(subscription) })
      if (active) setState({ step: 'on', subscription, kinds: saved.kinds })
    }
    check().catch(() => active && setState({ step: 'off' }))
    return () => {
      active = false
    }
  }, [])

  const act = async (work: () => Promise<void>) => {
    setBusy(true)
    setNote(null)
    try {
      await work()
    } catch {
      setNote({ tone: 'error', message: somethingWentWrong })
    } finally {
      setBusy(false)
    }
  }

  const turnOn = () =>
    act(async () => {
      const subscription = await subscribeThisPhone(serverKey)
      if (subscription === 'denied') return setState({ step: 'blocked' })
      if (!subscription) return setNote({ tone: 'error', message: 'Notifications were not turned on. Press the button again and choose Allow.' })
      const saved = await callNotifications('savePhone', { body: { ...subscriptionBody(subscription), kinds: [...pushKinds] } })
      setState({ step: 'on', subscription, kinds: saved.kinds })
      setNote({ tone: 'success', message: 'Done. This phone will get the notifications ticked below.' })
    })

  /** The box changes at once; it goes back if the choice could not be saved. */
  const choose = (kind: PushKind, wanted: boolean) => {
    if (state.step !== 'on') return
    const kinds = pushKinds.filter((each) => (each === kind ? wanted : state.kinds.includes(each)))
    setState({ ...state, kinds })
    return act(async () => {
      try {
        const saved = await callNotifications('savePhone', { body: { ...subscriptionBody(state.subscription), kinds } })
        setState({ ...state, kinds: saved.kinds })
        setNote({ tone: 'success', message: 'Saved.' })
      } catch (error) {
        setState(state)
        throw error
      }
    })
  }

  const turnOff = () =>
    act(async () => {
      if (state.step !== 'on') return
      await callNotifications('turnOffPhone', { body: { endpoint: state.subscription.endpoint } })
      await state.subscription.unsubscribe().catch(() => false)
      setState({ step: 'off' })
      setNote({ tone: 'success', message: 'Notifications are off for this phone.' })
    })

  return (
    <section aria-labelledby="phone-notifications-heading" className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <div>
        <h2 id="phone-notifications-heading" className="text-2xl font-bold text-navy-900">
          Notifications on this phone
        </h2>
        <p className="mt-2 text-navy-800">
          A notification on this phone for a call tomorrow, a call&rsquo;s join link going live, your coach&rsquo;s reply, a mentoring call tomorrow and a
          nudge when you haven&rsquo;t been back for a week. None arrive between {hour(quietHours.from)} and {hour(quietHours.until)}: they wait until{' '}
          {hour(quietHours.until)}. Your email choices stay as they are.
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
