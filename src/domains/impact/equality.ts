import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { EqualityAnswersBody } from './contract/schemas'

import { learnersProfileSql } from './businessProfiles'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { equality_answers } from '@/payload-generated-schema'

/** The learner's equality answers; null is "not answered". */
export type EqualityAnswers = EqualityAnswersBody

type AnswersRow = Pick<TableRow<typeof equality_answers>, 'age_band' | 'sex' | 'ethnic_group' | 'disability'>

const toAnswers = (row: AnswersRow | undefined): EqualityAnswers => ({
  ageBand: row?.age_band ?? null,
  sex: row?.sex ?? null,
  ethnicGroup: row?.ethnic_group ?? null,
  disability: row?.disability ?? null,
})

/** The learner's answers, through their business profile (the answers never point at the account). */
export const findEqualityAnswers = async (payload: Payload, learnerId: string): Promise<EqualityAnswers> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT a.age_band, a.sex, a.ethnic_group, a.disability
    FROM equality_answers a JOIN business_profiles p ON p.id = a.respondent_id WHERE p.learner_id = ${learnerId}`)
  return toAnswers(result.rows[0] as AnswersRow | undefined)
}

/** Stores all four answers against the learner's business profile, made empty first if they have none yet. */
export const saveEqualityAnswers = async (payload: Payload, learnerId: string, answers: EqualityAnswers): Promise<EqualityAnswers> => {
  const result = await payload.db.drizzle.execute(sql`
    WITH ${learnersProfileSql(learnerId)}
    INSERT INTO equality_answers (respondent_id, age_band, sex, ethnic_group, disability)
    SELECT id, ${answers.ageBand}, ${answers.sex}, ${answers.ethnicGroup}, ${answers.disability} FROM profile
    ON CONFLICT (respondent_id) DO UPDATE SET age_band = EXCLUDED.age_band, sex = EXCLUDED.sex, ethnic_group = EXCLUDED.ethnic_group,
      disability = EXCLUDED.disability, updated_at = now()
    RETURNING age_band, sex, ethnic_group, disability`)
  return toAnswers(result.rows[0] as AnswersRow)
}
