import Link from 'next/link'
import type { ReactNode } from 'react'

import { LearnerHeader } from '@/components/learner/LearnerHeader'
import { QueryProvider } from '@/components/learner/QueryProvider'
import { toUserObject } from '@/lib/server/accounts/toUserObject'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { supportEmail } from '@/lib/rules/supportEmail'

/** The learner area's shared layout (spec 2.4): navigation for the session's state, and the footer. */
export default async function LearnerLayout({ children }: { children: ReactNode }) {
  const learner = await getPageLearner()
  return (
    <QueryProvider>
      <LearnerHeader user={learner ? toUserObject(learner) : null} />
      <main id="main" className="min-h-[70vh]">
        {children}
      </main>
      <footer className="bg-navy-950 px-4 py-8 text-navy-100 sm:px-6">
        <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap gap-x-6">
          <Link href="/privacy-policy" className="inline-flex min-h-11 items-center hover:underline">
            Privacy Policy
          </Link>
          <Link href="/terms-of-service" className="inline-flex min-h-11 items-center hover:underline">
            Terms of Service
          </Link>
          <a href={`mailto:${supportEmail}`} className="inline-flex min-h-11 items-center hover:underline">
            Support
          </a>
        </nav>
      </footer>
    </QueryProvider>
  )
}
