import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { placeDistrict } from '@/lib/rules/postcodeDistricts'
import type { TeamSize } from '@/lib/validation/teamSizes'
import type { BusinessProfileBody } from './contract/schemas'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { business_profiles } from '@/payload-generated-schema'

/** What the learner says about their business; each part may be unsaid (null). */
export type BusinessProfile = BusinessProfileBody

export type BusinessProfileChange = Pick<BusinessProfile, 'teamSize' | 'trade' | 'tradeOther' | 'postcodeDistrict'>

type ProfileRow = Pick<TableRow<typeof business_profiles>, 'team_size' | 'trade' | 'trade_other' | 'postcode_district' | 'nation' | 'region'>

const emptyProfile: BusinessProfile = { teamSize: null, trade: null, tradeOther: null, postcodeDistrict: null, nation: null, region: null }

const toProfile = (row: ProfileRow): BusinessProfile => ({
  teamSize: row.team_size,
  trade: row.trade,
  tradeOther: row.trade_other,
  postcodeDistrict: row.postcode_district,
  nation: row.nation,
  region: row.region,
})

/** The learner's business profile; every part null when they have said nothing yet. */
export const findBusinessProfile = async (payload: Payload, learnerId: string): Promise<BusinessProfile> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT team_size, trade, trade_other, postcode_district, nation, region FROM business_profiles WHERE learner_id = ${learnerId}`)
  const row = result.rows[0] as ProfileRow | undefined
  return row ? toProfile(row) : emptyProfile
}

/**
 * Stores the learner's whole profile (one row per learner, made on first save), with the nation and region of the
 * district from the shipped table, and the words of "Other" only with that trade. The district was checked by the
 * request's schema.
 */
export const saveBusinessProfile = async (payload: Payload, learnerId: string, change: BusinessProfileChange): Promise<BusinessProfile> => {
  const place = change.postcodeDistrict ? placeDistrict(change.postcodeDistrict) : null
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO business_profiles (learner_id, team_size, trade, trade_other, postcode_district, nation, region)
    VALUES (${learnerId}, ${change.teamSize}, ${change.trade}, ${change.trade === 'other' ? change.tradeOther : null}, ${place?.district ?? null}, ${place?.nation ?? null}, ${place?.region ?? null})
    ON CONFLICT (learner_id) DO UPDATE SET team_size = EXCLUDED.team_size, trade = EXCLUDED.trade, trade_other = EXCLUDED.trade_other,
      postcode_district = EXCLUDED.postcode_district, nation = EXCLUDED.nation, region = EXCLUDED.region, updated_at = now()
    RETURNING team_size, trade, trade_other, postcode_district, nation, region`)
  return toProfile(result.rows[0] as ProfileRow)
}

/**
 * A team member's business is their team's: whatever they have not said (team size, trade, postcode district) is taken
 * from the owner's answers, which registration from an invite therefore does not ask. Nothing they said is changed.
 */
export const takeBusinessFromTeamOwner = async (payload: Payload, memberId: string, ownerId: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`
    INSERT INTO business_profiles AS p (learner_id, team_size, trade, trade_other, postcode_district, nation, region)
    SELECT ${memberId}, o.team_size, o.trade, o.trade_other, o.postcode_district, o.nation, o.region FROM business_profiles o WHERE o.learner_id = ${ownerId}
    ON CONFLICT (learner_id) DO UPDATE SET
      team_size = coalesce(p.team_size, EXCLUDED.team_size),
      trade = coalesce(p.trade, EXCLUDED.trade),
      trade_other = CASE WHEN p.trade IS NULL THEN EXCLUDED.trade_other ELSE p.trade_other END,
      postcode_district = coalesce(p.postcode_district, EXCLUDED.postcode_district),
      nation = CASE WHEN p.postcode_district IS NULL THEN EXCLUDED.nation ELSE p.nation END,
      region = CASE WHEN p.postcode_district IS NULL THEN EXCLUDED.region ELSE p.region END,
      updated_at = now()`)
}

/**
 * A `WITH` clause naming the learner's business profile `profile` (its `id`), made empty if they have none yet: the
 * equality answers and the checks hang on it, never on the account.
 */
export const learnersProfileSql = (learnerId: string) => sql`
  profile AS (
    INSERT INTO business_profiles (learner_id) VALUES (${learnerId})
    ON CONFLICT (learner_id) DO UPDATE SET learner_id = EXCLUDED.learner_id RETURNING id
  )`

/** The team size given on the waiting list with this email, to fill in a new account's profile; null when none. */
export const waitingListTeamSize = async (payload: Payload, email: string): Promise<TeamSize | null> => {
  const result = await payload.db.drizzle.execute(sql`SELECT team_size FROM program_signups WHERE email = ${email} AND team_size IS NOT NULL LIMIT 1`)
  return (result.rows[0] as { team_size: TeamSize } | undefined)?.team_size ?? null
}
