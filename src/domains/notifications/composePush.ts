import 'server-only'

import type { Payload } from 'payload'

import { pushKinds, type PushKind, type PushMessage } from '@/lib/rules/phoneNotifications'
import { modulesOf, type FeatureModule } from '@/lib/server/featureModule'

import type { ClaimedPush } from './deliveries'

/**
 * A notification ready to send: its words, how long a push service may hold it for a phone that is off, and whether
 * it is urgent (a call about to start). Or why not to send it (the call was cancelled, the reply taken back).
 */
export type ComposedPush = { message: PushMessage; ttlSeconds: number; urgent?: boolean } | { skip: string }

/** Writes a recorded notification of one kind when it is sent, from the facts as they are then: one per kind, from the module that records it. */
export type PushComposer = (payload: Payload, push: ClaimedPush) => Promise<ComposedPush>

/** Each kind of notification has one composer, from exactly one module; checked when the config is built. */
export const checkPushComposers = (modules: FeatureModule<unknown, PushComposer>[]): void => {
  const composedBy = new Map<PushKind, string[]>()
  for (const feature of modules) for (const kind of Object.keys(feature.pushes ?? {}) as PushKind[]) composedBy.set(kind, [...(composedBy.get(kind) ?? []), feature.name])
  const problems = pushKinds.flatMap((kind) => {
    const modulesOfKind = composedBy.get(kind) ?? []
    if (modulesOfKind.length === 1) return []
    return [modulesOfKind.length === 0 ? `no module composes '${kind}' notifications` : `'${kind}' notifications are composed by ${modulesOfKind.join(' and ')}`]
  })
  if (problems.length > 0) throw new Error(`Notification kinds: ${problems.join('; ')}.`)
}

/** Writes the notification with its module's composer. */
export const composePush = async (payload: Payload, push: ClaimedPush): Promise<ComposedPush> => {
  const composer = modulesOf<unknown, PushComposer>(payload).find((feature) => feature.pushes?.[push.kind])?.pushes?.[push.kind]
  if (!composer) throw new Error(`No module composes '${push.kind}' notifications`)
  return composer(payload, push)
}
