'use client'

/** What this browser can do about notifications, and its push subscription (the Push API, through the service worker). */
export type PhoneSupport = 'unsupported' | 'blocked' | 'ready'

export const phoneSupport = (): PhoneSupport => {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported'
  return Notification.permission === 'denied' ? 'blocked' : 'ready'
}

/** How long to wait for the site's service worker before saying this browser can't do it (it never runs in `next dev`). */
const workerWaitMs = 10_000

/** The site's service worker, once it runs; null when none comes (not installed, or blocked). */
export const workerRegistration = (): Promise<ServiceWorkerRegistration | null> =>
  Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), workerWaitMs))])

/** Asks the person, then subscribes this browser with the server's key: the subscription, 'denied', or null when they did not answer. */
export const subscribeThisPhone = async (registration: ServiceWorkerRegistration, serverKey: string): Promise<PushSubscription | 'denied' | null> => {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : null
  return (await registration.pushManager.getSubscription()) ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey })
}

/** The subscription as the server takes it (PushSubscription.toJSON()). */
export const subscriptionBody = (subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } => {
  const json = subscription.toJSON()
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }
}
