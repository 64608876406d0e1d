import { createLocalReq, type Payload } from 'payload'

import { inTransaction } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'
import { seedMentoring } from './seedCalls'
import { seedCourses } from './seedCourses'
import { seedGlobals } from './seedGlobals'
import { seedProgrammeContent } from './seedProgrammeContent'
import { seedSampleLearners } from './seedSampleLearners'
import { seedStaffAccount } from './seedStaffAccount'

/**
 * Loads the sample content in one transaction. Idempotent: each item is created only when no item with its
 * natural key (a course's title, a FAQ's question, ...) exists, so staff edits are never overwritten.
 * Every write passes the request's context `disableRevalidate`: the seed runs outside Next, with no page cache.
 */
export const seed = async (payload: Payload): Promise<void> => {
  const seedReq = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await inTransaction(
    payload,
    async (req) => {
      await seedCourses(payload, req)
      await seedProgrammeContent(payload, req)
      await seedMentoring(payload, req)
      await seedGlobals(payload, req)
      await seedStaffAccount(payload, req)
    },
    seedReq,
  )
  // After the commit: the learners' own calls, which write outside the seed's transaction, see the courses and slots.
  await seedSampleLearners(payload)
}

/**
 * At start-up: seed a database that has no content yet (in production only when told to: `env.mayLoadSampleContent`);
 * leave one that has alone. The staff account of SEED_ADMIN_EMAIL is made either way.
 */
export const seedIfEmpty = async (payload: Payload): Promise<void> => {
  const { totalDocs } = await payload.count({ collection: 'courses' })
  if (totalDocs === 0 && !env.mayLoadSampleContent) {
    payload.logger.info('[seed] Empty database in production: the sample content is not loaded (set LOAD_SAMPLE_CONTENT=true to load it)')
    await seedStaffAccount(payload)
  } else if (totalDocs === 0) {
    payload.logger.info('[seed] Empty database: loading the sample content')
    await seed(payload)
    payload.logger.info('[seed] Sample content loaded')
  } else {
    await seedStaffAccount(payload)
  }
}
