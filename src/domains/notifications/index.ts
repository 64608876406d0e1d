/**
 * Notifications on learners' phones (Web Push). Other modules record theirs with `queuePushes` (or `queuePushesWith`
 * inside a save) and write their words with a `PushComposer` in their module's `pushes`.
 */
export { checkPushComposers } from './composePush'
export type { PushComposer } from './composePush'
export type { ClaimedPush, PushEvent } from './deliveries'
export { queuePushes, queuePushesWith } from './queuePush'
export { hasPhoneSql } from './subscriptions'
