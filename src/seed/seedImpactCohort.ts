import type { Payload, PayloadRequest } from 'payload'

import { checkStages } from '@/lib/rules/impactChecks'
import { placeDistrict } from '@/lib/rules/postcodeDistricts'

import { daysAfterStart, sampleRespondents } from './data/impactCohort'

const dayMs = 86_400_000

/**
 * The sample cohort's businesses and their answers to the featured course's checks, dated so every answer is in the
 * past: the last follow-up was answered the day before the sample was loaded. Three of their 90-day answers are picked
 * to quote, two with a yes and one with a no, as if just now. Loaded once: a course with answers keeps them.
 */
export const seedImpactCohort = async (payload: Payload, req: PayloadRequest, featuredCourseId: string, now = new Date()): Promise<void> => {
  if ((await payload.count({ collection: 'impact-checks', where: { course: { equals: featuredCourseId } }, req })).totalDocs > 0) return
  const latest = Math.max(...sampleRespondents.map((respondent) => respondent.startedOnDay + daysAfterStart['follow-up']))
  const firstDay = now.getTime() - (latest + 1) * dayMs
  for (const respondent of sampleRespondents) {
    const place = placeDistrict(respondent.postcodeDistrict)
    const profile = await payload.create({
      collection: 'business-profiles',
      req,
      data: { teamSize: respondent.teamSize, trade: respondent.trade, postcodeDistrict: place?.district, nation: place?.nation, region: place?.region, isSample: true },
    })
    for (const stage of checkStages) {
      const answers = respondent.answers[stage]
      if (!answers) continue
      const answeredAt = new Date(firstDay + (respondent.startedOnDay + daysAfterStart[stage]) * dayMs).toISOString()
      const check = await payload.create({
        collection: 'impact-checks',
        req,
        data: {
          respondent: profile.id,
          course: featuredCourseId,
          stage,
          skips: 0,
          ...answers.confidence,
          adminHours: answers.adminHours,
          softwareSpend: answers.softwareSpend,
          changes: answers.changes,
          answeredAt,
        },
      })
      if (stage === 'follow-up' && respondent.quoted && answers.changes) {
        await payload.create({
          collection: 'impact-quotes',
          req,
          data: { check: check.id, course: featuredCourseId, words: answers.changes, consent: respondent.quoted, consentAt: now.toISOString(), inReport: true },
        })
      }
    }
  }
}
