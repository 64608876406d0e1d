import 'server-only'

import { createHmac, randomInt } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { mobileCodeDigits, mobileCodeMinutes, mobileCodeTries, textReminderKinds, ukMobileLabel, type TextReminderKind } from '@/lib/rules/textMessages'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'

/** The code's hash, keyed with the server's secret (six digits alone would be quick to try against a plain hash). */
const codeHash = (learnerId: string, number: string, code: string): string =>
  createHmac('sha256', env.payloadSecret ?? '').update(`solvingtech:mobile-code:${learnerId}:${number}:${code}`).digest('hex')

/** The learner's number as their account page shows it. */
export type MobileView = { number: string; confirmed: boolean; kinds: TextReminderKind[] }

type MobileRow = { number: string; confirmed_at: Date | string | null; kinds: TextReminderKind[] }

const viewOf = (row: MobileRow): MobileView => ({ number: ukMobileLabel(row.number), confirmed: row.confirmed_at !== null, kinds: row.kinds })

/** Whether the site can send texts (TEXT_PROVIDER): the account page offers text reminders only then. */
export const textRemindersOffered = (): boolean => env.texts !== undefined

export const findMobile = async (payload: Payload, learnerId: string): Promise<MobileView | null> => {
  const row = (await payload.db.drizzle.execute(sql`SELECT number, confirmed_at, kinds FROM mobile_numbers WHERE learner_id = ${learnerId}`)).rows[0] as MobileRow | undefined
  return row ? viewOf(row) : null
}

/**
 * Keeps `number` (international form) as the learner's, not confirmed until its code is typed: a new number replaces
 * the old one and needs its own code; the same number confirmed already stays confirmed. Whether a code should go.
 */
export const saveMobile = async (payload: Payload, learnerId: string, number: string): Promise<{ view: MobileView; needsCode: boolean }> => {
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO mobile_numbers (learner_id, number, kinds, wrong_tries)
    VALUES (${learnerId}, ${number}, ${JSON.stringify(textReminderKinds)}::jsonb, 0)
    ON CONFLICT (learner_id) DO UPDATE SET
      confirmed_at = CASE WHEN mobile_numbers.number = excluded.number THEN mobile_numbers.confirmed_at END,
      code_hash = CASE WHEN mobile_numbers.number = excluded.number THEN mobile_numbers.code_hash END,
      number = excluded.number, updated_at = now()
    RETURNING number, confirmed_at, kinds`)
  const view = viewOf(result.rows[0] as MobileRow)
  return { view, needsCode: !view.confirmed }
}

/** A new code for the learner's number, made when its text is sent (only its hash is kept); null when there is no number to confirm. */
export const issueMobileCode = async (db: SqlExecutor, learnerId: string): Promise<{ number: string; code: string } | null> => {
  const code = String(randomInt(0, 10 ** mobileCodeDigits)).padStart(mobileCodeDigits, '0')
  const row = (await db.execute(sql`SELECT number FROM mobile_numbers WHERE learner_id = ${learnerId} AND confirmed_at IS NULL`)).rows[0] as { number: string } | undefined
  if (!row) return null
  await db.execute(sql`
    UPDATE mobile_numbers SET code_hash = ${codeHash(learnerId, row.number, code)}, wrong_tries = 0,
      code_expires_at = now() + make_interval(mins => ${mobileCodeMinutes}), updated_at = now()
    WHERE learner_id = ${learnerId} AND number = ${row.number}`)
  return { number: row.number, code }
}

/**
 * Confirms the number when `code` is its live code, in one statement; otherwise counts a wrong try, and the fifth
 * ends the code. The number as confirmed, or null.
 */
export const confirmMobile = async (payload: Payload, learnerId: string, code: string): Promise<MobileView | null> => {
  const pending = (await payload.db.drizzle.execute(sql`SELECT number FROM mobile_numbers WHERE learner_id = ${learnerId} AND confirmed_at IS NULL`)).rows[0] as
    | { number: string }
    | undefined
  if (!pending) return null
  const confirmed = await payload.db.drizzle.execute(sql`
    UPDATE mobile_numbers SET confirmed_at = now(), code_hash = NULL, updated_at = now()
    WHERE learner_id = ${learnerId} AND number = ${pending.number} AND confirmed_at IS NULL AND code_expires_at > now() AND wrong_tries < ${mobileCodeTries}
      AND code_hash = ${codeHash(learnerId, pending.number, code)}
    RETURNING number, confirmed_at, kinds`)
  if (confirmed.rows[0]) return viewOf(confirmed.rows[0] as MobileRow)
  await payload.db.drizzle.execute(sql`UPDATE mobile_numbers SET wrong_tries = wrong_tries + 1 WHERE learner_id = ${learnerId} AND confirmed_at IS NULL`)
  return null
}

/** Which reminders the confirmed number gets; null when the learner has none. */
export const chooseTextReminders = async (payload: Payload, learnerId: string, kinds: TextReminderKind[]): Promise<MobileView | null> => {
  const chosen = textReminderKinds.filter((kind) => kinds.includes(kind))
  const result = await payload.db.drizzle.execute(sql`
    UPDATE mobile_numbers SET kinds = ${JSON.stringify(chosen)}::jsonb, updated_at = now() WHERE learner_id = ${learnerId} RETURNING number, confirmed_at, kinds`)
  const row = result.rows[0] as MobileRow | undefined
  return row ? viewOf(row) : null
}

/** The learner's number goes (turned off, or the account closed). */
export const forgetMobile = async (db: SqlExecutor, learnerId: string): Promise<void> => {
  await db.execute(sql`DELETE FROM mobile_numbers WHERE learner_id = ${learnerId}`)
}

/** The learner's confirmed number that wants `kind` by text, or null. */
export const mobileWanting = async (payload: Payload, learnerId: string, kind: TextReminderKind): Promise<string | null> => {
  const row = (
    await payload.db.drizzle.execute(sql`SELECT number FROM mobile_numbers WHERE learner_id = ${learnerId} AND confirmed_at IS NOT NULL AND kinds ? ${kind}`)
  ).rows[0] as { number: string } | undefined
  return row?.number ?? null
}
