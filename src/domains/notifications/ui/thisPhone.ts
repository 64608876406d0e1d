'use client'

/** What this browser can do about notifications, and its push subscription (the Push API, through the service worker). */
export type PhoneSupport = 'unsupported' | 'blocked' | 'ready'

export const phoneSupport = (): PhoneSupport => {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported'
  return Notification.permission === 'denied' ? 'blocked' : 'ready'
}

/** How long to wait for the site's service worker before saying this browser can't do it (it never runs in `next dev`). */
const workerWaitMs = 10_000

const workerRegistration = (): Promise<ServiceWorkerRegistration | null> =>
  Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), workerWaitMs))])

/** This browser's subscription, if notifications are on here. */
export const currentSubscription = async (): Promise<PushSubscription | null> => (await (await workerRegistration())?.pushManager.getSubscription()) ?? null

/** Asks the person, then subscribes this browser with the server's key; null when they said no or it could not. */
export const subscribeThisPhone = async (serverKey: string): Promise<PushSubscription | 'denied' | null> => {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : null
  const registration = await workerRegistration()
  if (!registration) return null
  const existing = await registration.pushManager.getSubscription()
  if (existing) return existing
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey })
}

/** The subscription as the server takes it (PushSubscription.toJSON()). */
export const subscriptionBody = (subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } => {
  const json = subscription.toJSON()
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }
}
