import type { Landing } from '@/payload-types'

import { Section } from '../ui/Section'

export const ProblemSection = ({ problem }: { problem: Landing['problem'] }) => (
  <Section heading={problem.heading} intro={problem.intro} tone="muted">
    <ul className="grid gap-6 sm:grid-cols-2">
      {(problem.points ?? []).map((point) => (
        <li key={point.id ?? point.title} className="rounded-xl bg-white p-6 shadow-sm">
          <h3 className="text-xl font-bold">{point.title}</h3>
          <p className="mt-2 text-navy-800">{point.text}</p>
        </li>
      ))}
    </ul>
  </Section>
)
