import 'server-only'

import type { Payload } from 'payload'

import { staffDigestMail } from './templates/StaffDigestMail'
import type { MailContent } from './templates/types'
import { longDate } from '@/lib/rules/ukTime'
import { learnerReportPath, reportsPath } from '@/lib/rules/reportLinks'
import { weekFigures } from './mailCandidates'
import { stuckLearners } from '@/domains/reports'
import { env } from '@/lib/server/env'

/** How many of the longest-silent learners the digest names. */
const namedStuckLearners = 10

/** The weekly digest for staff: the last 7 days' figures and the longest-silent learners, linked to their reports. */
export const staffDigest = async (payload: Payload, now: Date): Promise<MailContent> => {
  const [figures, stuck] = await Promise.all([weekFigures(payload, now), stuckLearners(payload, now, namedStuckLearners)])
  return staffDigestMail({
    siteUrl: env.publicUrl,
    weekOf: longDate(now),
    figures,
    stuck: stuck.map((learner) => ({
      name: learner.name,
      courseTitle: learner.courseTitle,
      lastActivity: longDate(learner.lastActivityAt),
      url: `${env.publicUrl}${learnerReportPath(learner.learnerId)}`,
    })),
    reportsUrl: `${env.publicUrl}${reportsPath()}`,
  })
}
