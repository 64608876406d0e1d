import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import { inTransaction, type SqlExecutor } from '@/lib/server/db/inTransaction'
import type { FeatureModule } from '@/lib/server/featureModule'

import { BusinessProfiles } from './collections/BusinessProfiles'
import { EqualityAnswers } from './collections/EqualityAnswers'
import { ImpactChecks } from './collections/ImpactChecks'
import { ImpactQuotes } from './collections/ImpactQuotes'
import { businessProfileEndpoints } from './endpoints/businessProfile'
import { equalityEndpoints } from './endpoints/equality'
import { impactCheckEndpoints } from './endpoints/impactChecks'
import { composeFollowUpMail, queueImpactFollowUps } from './followUpMail'
import { composeQuoteConsentMail } from './quotes'

/** The business behind each learner, the equality questions, the impact checks with their 90-day follow-up, and the words quoted from it with consent. */
export const impactModule: FeatureModule<MailComposer> = {
  name: 'impact',
  collections: [BusinessProfiles, EqualityAnswers, ImpactChecks, ImpactQuotes],
  endpoints: [...businessProfileEndpoints, ...equalityEndpoints, ...impactCheckEndpoints],
  tasks: [queueImpactFollowUps],
  mails: {
    impactFollowUp: composeFollowUpMail,
    quoteConsent: composeQuoteConsentMail,
  },
  learnerData: [
    {
      name: 'business',
      about:
        "Your business as you described it (in a team, what you left unsaid is the owner's answer): team size, trade and postcode district, with the nation and region we place it in.",
      columns: ['team_size', 'trade', 'trade_other', 'postcode_district', 'nation', 'region', 'updated_at'],
      query: ({ id }) => sql`
        SELECT team_size, trade, trade_other, postcode_district, nation, region, updated_at FROM business_profiles WHERE learner_id = ${id}`,
    },
    {
      name: 'equality',
      about: 'Your answers to the optional equality questions (kept apart from your account, counted only in groups).',
      learnerOnly: true,
      columns: ['age_band', 'sex', 'ethnic_group', 'disability', 'updated_at'],
      query: ({ id }) => sql`
        SELECT a.age_band, a.sex, a.ethnic_group, a.disability, a.updated_at
        FROM equality_answers a JOIN business_profiles p ON p.id = a.respondent_id WHERE p.learner_id = ${id}`,
    },
    {
      name: 'impact-checks',
      about: "Your answers to each course's questions about your business (before, at the end and 90 days on), and the times you skipped them.",
      learnerOnly: true,
      columns: ['course', 'stage', 'professionalism', 'comparing_tools', 'rolling_out', 'improving', 'new_ways', 'admin_hours', 'software_spend', 'changes', 'skips', 'answered_at'],
      query: ({ id }) => sql`
        SELECT c.title AS course, k.stage, k.professionalism::float AS professionalism, k.comparing_tools::float AS comparing_tools,
          k.rolling_out::float AS rolling_out, k.improving::float AS improving, k.new_ways::float AS new_ways, k.admin_hours::float AS admin_hours,
          k.software_spend::float AS software_spend, k.changes, k.skips::int AS skips, k.answered_at
        FROM impact_checks k JOIN business_profiles p ON p.id = k.respondent_id JOIN courses c ON c.id = k.course_id
        WHERE p.learner_id = ${id} ORDER BY c.title, k.created_at`,
    },
    {
      name: 'quotes',
      about: 'Your words from the 90-day questions that we asked to quote without your name, and your answer.',
      learnerOnly: true,
      columns: ['course', 'words', 'consent', 'consent_at'],
      query: ({ id }) => sql`
        SELECT c.title AS course, q.words, q.consent, q.consent_at
        FROM impact_quotes q JOIN impact_checks k ON k.id = q.check_id JOIN business_profiles p ON p.id = k.respondent_id JOIN courses c ON c.id = q.course_id
        WHERE p.learner_id = ${id} ORDER BY q.created_at`,
    },
  ],
  // The business details and the answers about it stay for the funder's totals, unlinked from the account.
  closeAccount: async ({ db, learner }) => {
    await forgetOwnWords(db, learner.id)
    await db.execute(sql`UPDATE business_profiles SET learner_id = NULL, updated_at = now() WHERE learner_id = ${learner.id}`)
  },
  // Deleting the account unlinks the business as its foreign key says; the words go first.
  deleteAccount: ({ req, learnerId }) => inTransaction(req.payload, (_txReq, db) => forgetOwnWords(db, learnerId), req),
}

/**
 * A learner's own words go with their account: what they changed in their business (and any quote of it), and the
 * trade typed for "Other" (it could name them beside the equality answers).
 */
async function forgetOwnWords(db: SqlExecutor, learnerId: string): Promise<void> {
  const checksOfLearner = sql`SELECT k.id FROM impact_checks k JOIN business_profiles p ON p.id = k.respondent_id WHERE p.learner_id = ${learnerId}`
  await db.execute(sql`DELETE FROM impact_quotes WHERE check_id IN (${checksOfLearner})`)
  await db.execute(sql`UPDATE impact_checks SET changes = NULL, updated_at = now() WHERE changes IS NOT NULL AND id IN (${checksOfLearner})`)
  await db.execute(sql`UPDATE business_profiles SET trade_other = NULL, updated_at = now() WHERE trade_other IS NOT NULL AND learner_id = ${learnerId}`)
}
