import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { ProviderCard } from '@/components/solutions/ProviderCard'
import { getSolutionProviders } from '@/domains/content'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'
import { PageIntro } from '@/ui/PageIntro'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Trusted solutions' }

/** The trusted solution providers directory (spec 2.13), from the CMS. */
export default async function SolutionsPage() {
  const providers = await getSolutionProviders(await getPayload({ config }))
  return (
    <>
      <PageIntro title="Trusted solution providers" lead="Tools other small building firms use and rate, checked by the programme team. No commission, no sales calls.">
        <Link href="/v1/mentoring" className={buttonClasses('primary')}>
          Get Expert Consultation
        </Link>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ul aria-label="Solution providers" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {providers.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} />
          ))}
        </ul>
      </div>
    </>
  )
}
