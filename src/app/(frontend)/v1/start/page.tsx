import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import config from '@payload-config'
import { loadCourseDetail } from '@/app/(frontend)/_loaders/courseDetail'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { catalogueSections, getCatalogue } from '@/domains/content'
import { courseStateFor } from '@/lib/rules/courseState'
import { startNowHref } from '@/lib/rules/programmeLaunch'

/**
 * "Start now" on the landing page, which is the same page for everyone: the featured course's page, or, for a learner
 * enrolled in it, the lesson they are on (lesson 1 until they have done it).
 */
export default async function StartNow() {
  const payload = await getPayload({ config })
  const [learner, courses] = await Promise.all([getPageLearner(), getCatalogue(payload)])
  const { featured } = catalogueSections(courses)
  if (!featured) redirect('/v1/courses')
  const detail = await loadCourseDetail(featured.id, learner)
  redirect(startNowHref(featured.id, detail ? courseStateFor(detail, !!learner) : { kind: 'signed-out' }))
}
