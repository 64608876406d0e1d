import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { getMissionContent } from '@/domains/content'
import { pillButtonClasses } from '@/ui/buttonStyles'
import { CheckList } from '@/ui/CheckList'
import { HeadedSection } from '@/ui/HeadedSection'
import { Link } from '@/ui/Link'
import { PageIntro } from '@/ui/PageIntro'
import { Paragraphs } from '@/ui/Paragraphs'
import { TitledCard } from '@/ui/TitledCard'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Our mission' }

const headingClass = 'text-3xl font-extrabold text-navy-900'

/** The founder's mission page (spec 2.13), from the Mission global in the CMS. */
export default async function MissionPage() {
  const mission = await getMissionContent(await getPayload({ config }))
  return (
    <>
      <PageIntro title={mission.heading} lead="Why Solving Tech exists, and what we stand for.">
        <Link href="/v1/register" className={pillButtonClasses}>
          Sign Up for Free
        </Link>
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-14 sm:px-6">
        <HeadedSection headingId="founder-heading" heading="The founder's story" headingClassName={headingClass}>
          <Paragraphs text={mission.founderStory} className="mt-4 text-lg text-navy-950" />
        </HeadedSection>
        <HeadedSection headingId="values-heading" heading="Our core values" headingClassName={headingClass}>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {(mission.coreValues ?? []).map((value) => (
              <TitledCard key={value.id ?? value.title} title={value.title} text={value.text} className="rounded-xl border-2 border-navy-100 p-6" />
            ))}
          </ul>
        </HeadedSection>
        <HeadedSection headingId="mission-list-heading" heading="Our mission" headingClassName={headingClass}>
          <CheckList items={mission.missionPoints ?? []} className="mt-6 space-y-3" itemClassName="flex gap-3 text-lg" />
        </HeadedSection>
        {mission.whyItMatters ? (
          <HeadedSection headingId="why-heading" heading="Why it matters" headingClassName={headingClass} className="rounded-2xl bg-navy-100 p-6 sm:p-10">
            <p className="mt-4 text-lg text-navy-950">{mission.whyItMatters}</p>
          </HeadedSection>
        ) : null}
      </div>
    </>
  )
}
