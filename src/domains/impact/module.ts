import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { BusinessProfiles } from './collections/BusinessProfiles'
import { EqualityAnswers } from './collections/EqualityAnswers'
import { ImpactChecks } from './collections/ImpactChecks'
import { businessProfileEndpoints } from './endpoints/businessProfile'
import { equalityEndpoints } from './endpoints/equality'
import { impactCheckEndpoints } from './endpoints/impactChecks'
import { composeFollowUpMail, queueImpactFollowUps } from './followUpMail'

/** The business behind each learner, the equality questions and the impact checks with their 90-day follow-up. */
export const impactModule: FeatureModule<MailComposer> = {
  name: 'impact',
  collections: [BusinessProfiles, EqualityAnswers, ImpactChecks],
  endpoints: [...businessProfileEndpoints, ...equalityEndpoints, ...impactCheckEndpoints],
  tasks: [queueImpactFollowUps],
  mails: {
    impactFollowUp: composeFollowUpMail,
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
  ],
  // The business details and the answers about it stay for the funder's totals, unlinked from the account; their own
  // words go: what they changed, and the trade typed for "Other" (it could name them beside the equality answers).
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`
      UPDATE impact_checks SET changes = NULL, updated_at = now()
      WHERE changes IS NOT NULL AND respondent_id IN (SELECT id FROM business_profiles WHERE learner_id = ${learner.id})`)
    await db.execute(sql`UPDATE business_profiles SET learner_id = NULL, trade_other = NULL, updated_at = now() WHERE learner_id = ${learner.id}`)
  },
}
