/**
 * What the service worker shows for a push (src/app/sw.ts): the server's message (src/domains/notifications) read
 * defensively, and where a tap may go, which is only ever a page of this site.
 */
export type ShownNotification = { title: string; body: string; url: string; tag?: string }

/** Shown when a push carries nothing readable: browsers require every push to show something. */
export const fallbackNotification: ShownNotification = { title: 'Solving Tech', body: 'There is something new for you.', url: '/v1/dashboard' }

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null)

/** The notification a push's JSON asks for, or the fallback when it is not one of ours. */
export const notificationOfPush = (data: unknown): ShownNotification => {
  if (!data || typeof data !== 'object') return fallbackNotification
  const message = data as Record<string, unknown>
  const title = text(message.title, 120)
  const url = text(message.url, 500)
  if (!title || !url?.startsWith('/') || url.startsWith('//')) return fallbackNotification
  return { title, body: text(message.body, 300) ?? '', url, tag: text(message.tag, 200) ?? undefined }
}
