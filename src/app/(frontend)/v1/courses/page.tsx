import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { CatalogueCallToAction, CategoryCards, ComingSoonBanner, coursesOnTheWayAnchor, LearningJourney } from '@/components/catalogue/CatalogueSections'
import { ComingSoonCard } from '@/components/catalogue/ComingSoonCard'
import { CourseCard } from '@/components/catalogue/CourseCard'
import { catalogueSections, getCatalogue } from '@/domains/content'
import { coursesOfInterestTo } from '@/domains/courseInterest'
import { PageIntro } from '@/ui/PageIntro'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Courses' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The course catalogue (spec 2.14). As the spec says, it renders nothing when the address carries parameters. */
export default async function CataloguePage({ searchParams }: Props) {
  if (Object.keys(await searchParams).length > 0) return null
  const payload = await getPayload({ config })
  const [learner, courses] = await Promise.all([getPageLearner(), getCatalogue(payload)])
  const { available, comingSoon } = catalogueSections(courses)
  const waitingFor = learner && comingSoon.length > 0 ? await coursesOfInterestTo(payload, { id: String(learner.id), email: learner.email }) : new Set<string>()
  return (
    <>
      <PageIntro
        title="Courses built for small building firms"
        lead={`Short, practical video courses you can watch on your phone, made with builders for builders.${available.every((course) => course.isFree) ? ' All free.' : ''}`}
      />
      <ComingSoonBanner count={comingSoon.length} signedIn={!!learner} />
      <CategoryCards />
      <section aria-labelledby="all-courses-heading" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
        <h2 id="all-courses-heading" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
          All courses
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {available.map((course) => (
            <CourseCard key={course.id} course={course} signedIn={!!learner} />
          ))}
          {comingSoon.map((course, index) => (
            <ComingSoonCard
              key={course.id}
              id={index === 0 ? coursesOnTheWayAnchor : undefined}
              course={course}
              signedIn={!!learner}
              waiting={waitingFor.has(course.id)}
            />
          ))}
        </ul>
      </section>
      <LearningJourney />
      <CatalogueCallToAction signedIn={!!learner} />
    </>
  )
}
