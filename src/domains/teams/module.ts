import { sql } from '@payloadcms/db-postgres'
import type { FeatureModule } from '@/lib/server/featureModule'

import { TeamMembers } from './collections/TeamMembers'
import { Teams } from './collections/Teams'
import { teamEndpoints } from './endpoints/teams'

/** Teams: an owner, an invite link, members who share their progress or not. */
export const teamsModule: FeatureModule = {
  name: 'teams',
  collections: [Teams, TeamMembers],
  endpoints: [...teamEndpoints],
  learnerData: [
    {
      name: 'team',
      about: 'The team you own or joined, and whether you share your progress with its owner.',
      columns: ['team', 'role', 'shares_progress', 'since'],
      query: ({ id }) => sql`
        SELECT t.name AS team, 'owner' AS role, NULL::boolean AS shares_progress, t.created_at AS since FROM teams t WHERE t.owner_id = ${id}
        UNION ALL
        SELECT t.name, 'member', m.shares_progress, m.created_at FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.learner_id = ${id}`,
    },
  ],
  // Out of any team; a team they own goes (its members stay learners, in no team).
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`DELETE FROM team_members WHERE learner_id = ${learner.id}`)
    await db.execute(sql`DELETE FROM teams WHERE owner_id = ${learner.id}`)
  },
}
