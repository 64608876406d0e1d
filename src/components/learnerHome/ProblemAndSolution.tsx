import type { Landing } from '@/payload-types'

import { homeownerNeeds, homeownerProblems } from './homeCopy'

/** The Problem (how homeowners choose), what they need to know, and The Solution's four feature cards. */
export const ProblemAndSolution = ({ features }: { features: NonNullable<Landing['solution']['features']> }) => (
  <>
    <section aria-labelledby="home-problem-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="home-problem-heading" className="text-3xl font-extrabold text-navy-900">
        The Problem
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-navy-800">Homeowners rarely choose a builder on price alone. These are the forces at work when they decide:</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {homeownerProblems.map((problem) => (
          <li key={problem.title} className="rounded-xl border-2 border-navy-100 p-6">
            <h3 className="text-xl font-bold text-navy-900">{problem.title}</h3>
            <p className="mt-2 text-navy-800">{problem.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-xl bg-navy-100 p-6">
        <h3 className="text-xl font-bold text-navy-900">What homeowners need to know</h3>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-navy-950">
          {homeownerNeeds.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
      </div>
    </section>
    <section aria-labelledby="home-solution-heading" className="bg-navy-900 px-4 py-14 text-white sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="home-solution-heading" className="text-3xl font-extrabold">
          The Solution
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-xl bg-white p-6 text-navy-950">
              <h3 className="text-xl font-bold text-navy-900">{feature.title}</h3>
              <p className="mt-2 text-navy-800">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  </>
)
