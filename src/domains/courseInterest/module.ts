import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { CourseInterests } from './collections/CourseInterests'
import { composeCourseOpenMail } from './courseOpenMail'

/** "Tell me when it opens" for a course still coming soon, and the mail when it opens. */
export const courseInterestModule: FeatureModule<MailComposer> = {
  name: 'courseInterest',
  collections: [CourseInterests],
  mails: {
    courseOpen: composeCourseOpenMail,
  },
  // "Tell me when it opens" goes, whether asked signed in or by email.
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`DELETE FROM course_interests WHERE learner_id = ${learner.id} OR email = ${learner.email}`)
  },
}
