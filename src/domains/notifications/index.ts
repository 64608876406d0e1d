/**
 * Notifications on learners' phones (Web Push). Other modules record theirs with `queueNotifications` (or `queueNotificationsWith`
 * inside a save) and write their words with a `PushComposer` in their module's `pushes`.
 */
export { checkPushComposers } from './composePush'
export type { PushComposer } from './composePush'
export type { ClaimedPush, PushEvent } from './deliveries'
export { queueNotifications, queueNotificationsWith } from './queuePush'
export { mayNotifySql } from './subscriptions'
export { findMobile, textRemindersOffered } from './texts/mobileNumbers'
