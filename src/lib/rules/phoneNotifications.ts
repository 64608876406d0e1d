import { TZDate } from '@date-fns/tz'

import { ukIsoDay, ukTimeZone } from './ukTime'

/**
 * Notifications on a learner's phone (Web Push): what they can be about, each switchable per phone, and the rules of
 * when they go. The email of the same event goes as before, by the learner's mail choices.
 */
export const pushKinds = ['callReminder', 'callOpen', 'coachReply', 'mentoringReminder', 'nudge'] as const
export type PushKind = (typeof pushKinds)[number]

export const isPushKind = (value: unknown): value is PushKind => typeof value === 'string' && (pushKinds as readonly string[]).includes(value)

/** The switches on the account page, in this order. */
export const pushKindLabels: Record<PushKind, string> = {
  callReminder: 'A call tomorrow',
  callOpen: "A call's join link going live",
  coachReply: "My coach's reply to an action",
  mentoringReminder: 'A mentoring call tomorrow',
  nudge: "A nudge when I haven't been back to a course for a week",
}

export const pushStatuses = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const
export type PushStatus = (typeof pushStatuses)[number]

/** Quiet hours, UK time: nothing is sent from 20:00 until 07:00; what falls in them is held until 07:00. */
export const quietHours = { from: 20, until: 7 } as const

/** When a notification due at `moment` may go: `moment` itself, or 07:00 UK time after it when it falls in quiet hours. */
export const sendableAt = (moment: Date): Date => {
  const uk = new TZDate(moment.getTime(), ukTimeZone)
  const hour = uk.getHours()
  if (hour >= quietHours.until && hour < quietHours.from) return moment
  const dayAhead = hour >= quietHours.from ? 1 : 0
  return new Date(new TZDate(uk.getFullYear(), uk.getMonth(), uk.getDate() + dayAhead, quietHours.until, 0, ukTimeZone).getTime())
}

/** What a notification is about, e.g. push:coachReply:{answer}:2: the same event never sends twice. */
export const pushEventKey = (kind: PushKind, ...about: (string | number)[]): string => ['push', kind, ...about].join(':')

/** The nudge is one notification a day at most, whatever the number of courses: its event is the learner's UK day. */
export const nudgeEventKey = (learnerId: string, moment: Date): string => pushEventKey('nudge', learnerId, ukIsoDay(moment))

/**
 * The push services of the browsers people use (Chrome and Android's, Firefox's, Apple's, Microsoft's). The server
 * posts only to these, so a made-up subscription cannot make it call an address of the attacker's choosing.
 */
const pushServiceHosts = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /^([a-z0-9-]+\.)*push\.apple\.com$/, /^([a-z0-9-]+\.)*notify\.windows\.com$/]

/**
 * Whether the server may post to this subscription's endpoint: HTTPS at a known push service, or an origin the
 * deployment adds (PUSH_SERVICE_ORIGINS, e.g. a test's stand-in).
 */
export const isPushServiceEndpoint = (endpoint: string, extraOrigins: readonly string[] = []): boolean => {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (extraOrigins.includes(url.origin)) return true
  return url.protocol === 'https:' && url.port === '' && pushServiceHosts.some((host) => host.test(url.hostname))
}

/** What the service worker shows: the words and where a tap opens. */
export type PushMessage = { title: string; body: string; url: string }

/** How many phones one learner may have notifications on; a new one beyond that replaces the one unused longest. */
export const maxPhonesPerLearner = 10

const browsers: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/OPR\//, 'Opera'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iPhone or iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
]

/** "Chrome on Android", from a browser's User-Agent, so a learner can tell their phones apart; null when unknown. */
export const deviceLabel = (userAgent: string | null | undefined): string | null => {
  if (!userAgent) return null
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? null
}
