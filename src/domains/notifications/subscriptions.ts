import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { maxPhonesPerLearner, pushKinds, type PushKind } from '@/lib/rules/phoneNotifications'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'

import type { Phone } from './pushService'

export type PhoneToSave = Phone & { device: string | null; kinds?: PushKind[] }

/**
 * Turns notifications on for this phone, or refreshes its keys, for `learnerId`; the kinds it now wants. A phone new
 * to the learner wants every kind unless `kinds` says otherwise; one known keeps its choice unless `kinds` changes
 * it. A shared phone that someone else signed in on before becomes this learner's alone. Beyond
 * `maxPhonesPerLearner`, the phone unused longest is let go.
 */
export const savePhone = async (payload: Payload, learnerId: string, phone: PhoneToSave): Promise<PushKind[]> => {
  const chosen = phone.kinds ? JSON.stringify(pushKinds.filter((kind) => phone.kinds!.includes(kind))) : null
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO push_subscriptions (learner_id, endpoint, p256dh, auth, device, kinds)
    VALUES (${learnerId}, ${phone.endpoint}, ${phone.p256dh}, ${phone.auth}, ${phone.device}, COALESCE(${chosen}::jsonb, ${JSON.stringify(pushKinds)}::jsonb))
    ON CONFLICT (endpoint) DO UPDATE SET
      p256dh = excluded.p256dh, auth = excluded.auth, device = COALESCE(excluded.device, push_subscriptions.device), updated_at = now(),
      kinds = CASE WHEN ${chosen}::jsonb IS NOT NULL THEN ${chosen}::jsonb
                   WHEN push_subscriptions.learner_id = excluded.learner_id THEN push_subscriptions.kinds
                   ELSE excluded.kinds END,
      learner_id = excluded.learner_id
    RETURNING kinds`)
  await payload.db.drizzle.execute(sql`
    DELETE FROM push_subscriptions WHERE id IN (
      SELECT id FROM push_subscriptions WHERE learner_id = ${learnerId}
      ORDER BY GREATEST(updated_at, last_sent_at) DESC NULLS LAST OFFSET ${maxPhonesPerLearner})`)
  return (result.rows[0] as { kinds: PushKind[] }).kinds
}

/** Turns notifications off for this phone of the learner's (a phone of someone else's is not theirs to turn off). */
export const forgetPhone = async (payload: Payload, learnerId: string, endpoint: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM push_subscriptions WHERE learner_id = ${learnerId} AND endpoint = ${endpoint}`)
}

/** The learner's phones that want notifications of `kind`. */
export const phonesWanting = async (payload: Payload, learnerId: string, kind: PushKind): Promise<(Phone & { id: string })[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE learner_id = ${learnerId} AND kinds ? ${kind} ORDER BY created_at`)
  return (result.rows as { id: string; endpoint: string; p256dh: string; auth: string }[]).map((row) => ({ ...row, id: String(row.id) }))
}

/** After a send: phones that took it are marked, phones their push service says are gone (404, 410) go. */
export const settlePhones = async (payload: Payload, reached: string[], gone: string[]): Promise<void> => {
  const ids = (list: string[]) => sql.param(list)
  if (reached.length > 0) await payload.db.drizzle.execute(sql`UPDATE push_subscriptions SET last_sent_at = now() WHERE id = ANY(${ids(reached)}::uuid[])`)
  if (gone.length > 0) await payload.db.drizzle.execute(sql`DELETE FROM push_subscriptions WHERE id = ANY(${ids(gone)}::uuid[])`)
}

/** A closed account's phones hear nothing more: their addresses go, in the closing transaction. */
export const forgetPhonesOf = async (db: SqlExecutor, learnerId: string): Promise<void> => {
  await db.execute(sql`DELETE FROM push_subscriptions WHERE learner_id = ${learnerId}`)
}

/**
 * "Has this learner a phone with notifications on, or a confirmed mobile?" in SQL, for a sweep that picks whom to
 * notify (recordPushes and recordTexts check the kind). `learner` is the alias of their course_users row in the query.
 */
export const mayNotifySql = (learner: string) => sql`(
  EXISTS (SELECT 1 FROM push_subscriptions phone WHERE phone.learner_id = ${sql.identifier(learner)}.id)
  OR EXISTS (SELECT 1 FROM mobile_numbers mobile WHERE mobile.learner_id = ${sql.identifier(learner)}.id AND mobile.confirmed_at IS NOT NULL))`
