import type { Metadata } from 'next'
import { getPayload } from 'payload'

import config from '@payload-config'
import { FeaturedCourse } from '@/components/learnerHome/FeaturedCourse'
import { LearningProgress } from '@/components/learnerHome/LearningProgress'
import { ProblemAndSolution } from '@/components/learnerHome/ProblemAndSolution'
import { Roadmap } from '@/components/learnerHome/Roadmap'
import { TradeStrip } from '@/components/learnerHome/TradeStrip'
import { WelcomeHero } from '@/components/learnerHome/WelcomeHero'
import { catalogueSections, getCatalogue, getLandingContent } from '@/domains/content'
import { courseStateFor } from '@/lib/rules/courseState'
import { featuredCourseAction } from '@/lib/rules/featuredCourseAction'
import { loadCourseDetail } from '@/app/(frontend)/_loaders/courseDetail'
import { findProgress } from '@/domains/learning'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'

export const metadata: Metadata = { title: 'Learn' }

/** The learner-area home (spec 2.5): welcome, the problem and solution, progress, the featured course, the roadmap. */
export default async function LearnerHome() {
  const payload = await getPayload({ config })
  const [learner, courses, { landing }] = await Promise.all([getPageLearner(), getCatalogue(payload), getLandingContent(payload)])
  const { featured, comingSoon } = catalogueSections(courses)
  const [featuredDetail, progress] = await Promise.all([
    featured ? loadCourseDetail(featured.id, learner) : Promise.resolve(null),
    learner ? findProgress(payload, String(learner.id)) : Promise.resolve([]),
  ])
  return (
    <>
      <WelcomeHero video={landing.hero} signedIn={!!learner} />
      <TradeStrip />
      <ProblemAndSolution features={landing.solution.features ?? []} />
      {progress.length ? <LearningProgress items={progress} /> : null}
      {featuredDetail ? (
        <FeaturedCourse course={featuredDetail} cover={featured?.cover ?? null} action={featuredCourseAction(courseStateFor(featuredDetail, !!learner), featuredDetail.id)} />
      ) : null}
      {comingSoon.length ? <Roadmap courses={comingSoon} /> : null}
    </>
  )
}
