import type { Metadata } from 'next'

import { AboutSection } from '@/components/landing/AboutSection'
import { ClosingCta } from '@/components/landing/ClosingCta'
import { FaqSection } from '@/components/landing/FaqSection'
import { Hero } from '@/components/landing/Hero'
import { ProblemSection } from '@/components/landing/ProblemSection'
import { ResultsSection } from '@/components/landing/ResultsSection'
import { SignupSection } from '@/components/landing/SignupSection'
import { SiteFooter } from '@/components/landing/SiteFooter'
import { SiteHeader } from '@/components/landing/SiteHeader'
import { SolutionSection } from '@/components/landing/SolutionSection'
import { TestimonialsSection } from '@/components/landing/TestimonialsSection'
import { getLandingContent } from '@/domains/content'
import { programmeStateOf } from '@/lib/rules/programmeLaunch'
import { getPayload } from 'payload'
import config from '@payload-config'

export const metadata: Metadata = {
  title: { absolute: 'Solving Tech for Small Builders · Free online programme' },
}

/** The landing page: rendered statically, and again whenever staff change its content. */
export default async function LandingPage() {
  const { landing, faqs, testimonials, people } = await getLandingContent(await getPayload({ config }))
  const programme = programmeStateOf(landing.programme)
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-lg bg-accent-600 px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Hero hero={landing.hero} programme={programme} />
        <ProblemSection problem={landing.problem} />
        <SolutionSection solution={landing.solution} />
        <ResultsSection results={landing.results} />
        <TestimonialsSection testimonials={testimonials} />
        <AboutSection about={landing.about} people={people} />
        <FaqSection faqs={faqs} />
        <ClosingCta closingCta={landing.closingCta} />
        <SignupSection signup={landing.signup} programme={programme} />
      </main>
      <SiteFooter footer={landing.footer} />
    </>
  )
}
