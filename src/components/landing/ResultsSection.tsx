import type { Landing } from '@/payload-types'
import { Section } from '@/ui/Section'

export const ResultsSection = ({ results }: { results: Landing['results'] }) => (
  <Section heading={results.heading} intro={results.intro} tone="dark">
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {(results.stats ?? []).map((stat) => (
        <li key={stat.id ?? stat.label} className="rounded-xl bg-navy-800 p-6">
          <p className="text-4xl font-extrabold text-accent-400">{stat.value}</p>
          <p className="mt-2 text-navy-100">{stat.label}</p>
        </li>
      ))}
    </ul>
    {results.socialProof ? <p className="mt-10 text-xl font-bold">{results.socialProof}</p> : null}
  </Section>
)
