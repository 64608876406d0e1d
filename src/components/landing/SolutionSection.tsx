import type { Landing } from '@/payload-types'

import { Section } from '../ui/Section'

export const SolutionSection = ({ solution }: { solution: Landing['solution'] }) => (
  <Section id="programme" heading={solution.heading} intro={solution.intro}>
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {(solution.features ?? []).map((feature) => (
        <li key={feature.id ?? feature.title} className="rounded-xl border-2 border-navy-100 p-6">
          <h3 className="text-xl font-bold text-navy-900">{feature.title}</h3>
          <p className="mt-2 text-navy-800">{feature.text}</p>
        </li>
      ))}
    </ul>
    {solution.learningPoints?.length ? (
      <div className="mt-12">
        <h3 className="text-2xl font-bold">What you will learn</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {solution.learningPoints.map((point) => (
            <li key={point.id ?? point.text} className="flex gap-3">
              <span aria-hidden="true" className="font-bold text-accent-600">
                ✓
              </span>
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
      </div>
    ) : null}
  </Section>
)
