import type { Landing } from '@/payload-types'
import { CheckList } from '@/ui/CheckList'
import { Section } from '@/ui/Section'
import { TitledCard } from '@/ui/TitledCard'

export const SolutionSection = ({ solution }: { solution: Landing['solution'] }) => (
  <Section id="programme" heading={solution.heading} intro={solution.intro}>
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {(solution.features ?? []).map((feature) => (
        <TitledCard key={feature.id ?? feature.title} title={feature.title} text={feature.text} className="rounded-xl border-2 border-navy-100 p-6" />
      ))}
    </ul>
    {solution.learningPoints?.length ? (
      <div className="mt-12">
        <h3 className="text-2xl font-bold">What you will learn</h3>
        <CheckList items={solution.learningPoints} className="mt-4 grid gap-3 sm:grid-cols-2" />
      </div>
    ) : null}
  </Section>
)
