'use client'

import { useEffect, useState } from 'react'

import { pushKinds, type PushKind } from '@/lib/rules/phoneNotifications'

import { callNotifications } from './notificationsApi'
import { phoneSupport, subscribeThisPhone, subscriptionBody, workerRegistration } from './thisPhone'

export type PhoneState =
  | { step: 'checking' }
  | { step: 'unsupported' }
  | { step: 'blocked' }
  | { step: 'off'; registration: ServiceWorkerRegistration }
  | { step: 'on'; registration: ServiceWorkerRegistration; subscription: PushSubscription; kinds: PushKind[] }

export type PhoneNote = { tone: 'error' | 'success'; message: string } | null

const somethingWentWrong = "Couldn't change notifications on this phone. Check your signal and try again."

/**
 * Notifications on this phone, wherever they are offered (the account page, after sending an action): what this
 * browser can do and has on, and turning them on (the browser asks the person first), choosing kinds, and off.
 */
export const usePhoneNotifications = (turnedOnMessage: string) => {
  const [state, setState] = useState<PhoneState>({ step: 'checking' })
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<PhoneNote>(null)

  useEffect(() => {
    let active = true
    const check = async () => {
      const support = phoneSupport()
      if (support !== 'ready') return setState({ step: support })
      const registration = await workerRegistration()
      if (!registration) return active && setState({ step: 'unsupported' })
      const subscription = await registration.pushManager.getSubscription()
      if (!subscription) return active && setState({ step: 'off', registration })
      // Refreshes the keys the server holds (a browser may renew them) and reads this phone's choices.
      const saved = await callNotifications('savePhone', { body: subscriptionBody(subscription) })
      if (active) setState({ step: 'on', registration, subscription, kinds: saved.kinds })
    }
    check().catch(() => active && setState({ step: 'unsupported' }))
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
      if (state.step !== 'off') return
      const { registration } = state
      const { publicKey } = await callNotifications('serverKey')
      const subscription = await subscribeThisPhone(registration, publicKey)
      if (subscription === 'denied') return setState({ step: 'blocked' })
      if (!subscription) return setNote({ tone: 'error', message: 'Notifications were not turned on. Press the button again and choose Allow.' })
      const saved = await callNotifications('savePhone', { body: { ...subscriptionBody(subscription), kinds: [...pushKinds] } })
      setState({ step: 'on', registration, subscription, kinds: saved.kinds })
      setNote({ tone: 'success', message: turnedOnMessage })
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
      setState({ step: 'off', registration: state.registration })
      setNote({ tone: 'success', message: 'Notifications are off for this phone.' })
    })

  return { state, busy, note, turnOn, choose, turnOff }
}
