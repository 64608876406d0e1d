import type { Metadata } from 'next'
import Link from 'next/link'

import { getPageLearner } from '@/lib/session/pageSession'

export const metadata: Metadata = { title: 'Learn' }

/** The learner-area home. (The full home of spec 2.5, with progress and the featured course, comes next.) */
export default async function LearnerHome() {
  const learner = await getPageLearner()
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-extrabold text-navy-900">Welcome to Solving Tech</h1>
      <p className="mt-4 text-xl text-navy-800">Practical, bite-sized technology training for small UK builders, installers and supply-chain firms.</p>
      {learner ? (
        <p className="mt-8">
          <Link href="/v1/dashboard" className="inline-flex min-h-11 items-center rounded-lg bg-accent-600 px-5 font-bold text-white hover:bg-accent-500">
            Go to your dashboard
          </Link>
        </p>
      ) : (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Link href="/v1/register" className="inline-flex min-h-11 items-center rounded-lg bg-accent-600 px-5 font-bold text-white hover:bg-accent-500">
            Get Started Free
          </Link>
          <Link href="/v1/login" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
            Already have an account? Sign In
          </Link>
        </div>
      )}
    </div>
  )
}
