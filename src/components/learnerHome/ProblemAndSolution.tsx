import type { Landing } from '@/payload-types'
import { BandSection, HeadedSection } from '@/ui/HeadedSection'
import { TextList } from '@/ui/TextList'
import { TitledCard } from '@/ui/TitledCard'

import { homeownerNeeds, homeownerProblems } from './homeCopy'

/** The Problem (how homeowners choose), what they need to know, and The Solution's four feature cards. */
export const ProblemAndSolution = ({ features }: { features: NonNullable<Landing['solution']['features']> }) => (
  <>
    <HeadedSection
      headingId="home-problem-heading"
      heading="The Problem"
      headingClassName="text-3xl font-extrabold text-navy-900"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
    >
      <p className="mt-3 max-w-3xl text-lg text-navy-800">Homeowners rarely choose a builder on price alone. These are the forces at work when they decide:</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeownerProblems.map((problem) => (
          <TitledCard key={problem.title} title={problem.title} text={problem.text} className="rounded-xl border-2 border-navy-100 p-6" />
        ))}
      </ul>
      <div className="mt-10 rounded-xl bg-navy-100 p-6">
        <h3 className="text-xl font-bold text-navy-900">What homeowners need to know</h3>
        <TextList items={homeownerNeeds} className="mt-3 list-disc space-y-1 pl-6 text-navy-950" />
      </div>
    </HeadedSection>
    <BandSection headingId="home-solution-heading" heading="The Solution" headingClassName="text-3xl font-extrabold" className="bg-navy-900 px-4 py-14 text-white sm:px-6">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <TitledCard key={feature.title} title={feature.title} text={feature.text} className="rounded-xl bg-white p-6 text-navy-950" />
        ))}
      </ul>
    </BandSection>
  </>
)
