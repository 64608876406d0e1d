import type { ReactNode } from 'react'
import { getPayload } from 'payload'

import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { LearnerFooter } from '@/components/learner/LearnerFooter'
import { LearnerHeader } from '@/components/learner/LearnerHeader'
import { toUserObject } from '@/domains/accounts'
import { ownsTeam } from '@/domains/teams'
import { QueryProvider } from '@/ui/QueryProvider'
import { SiteLogoLink } from '@/ui/SiteLogoLink'
import config from '@payload-config'

/** The learner area's shared layout (spec 2.4): navigation for the session's state ("My team" for a team's owner), and the footer. */
export default async function LearnerLayout({ children }: { children: ReactNode }) {
  const learner = await getPageLearner()
  const teamOwner = learner ? await ownsTeam(await getPayload({ config }), String(learner.id)) : false
  return (
    <QueryProvider>
      <LearnerHeader user={learner ? toUserObject(learner) : null} ownsTeam={teamOwner} logo={<SiteLogoLink href="/v1" label="Solving Tech learning home" />} />
      <main id="main" className="min-h-[70vh]">
        {children}
      </main>
      <LearnerFooter />
    </QueryProvider>
  )
}
