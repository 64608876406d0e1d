import type { Landing } from '@/payload-types'
import { Section } from '@/ui/Section'
import { TitledCard } from '@/ui/TitledCard'

export const ProblemSection = ({ problem }: { problem: Landing['problem'] }) => (
  <Section heading={problem.heading} intro={problem.intro} tone="muted">
    <ul className="grid gap-6 sm:grid-cols-2">
      {(problem.points ?? []).map((point) => (
        <TitledCard key={point.id ?? point.title} title={point.title} text={point.text} className="rounded-xl bg-white p-6 shadow-sm" titleClassName="text-xl font-bold" />
      ))}
    </ul>
  </Section>
)
