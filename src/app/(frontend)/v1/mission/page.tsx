import type { Metadata } from 'next'
import Link from 'next/link'

import { PageIntro } from '@/components/ui/PageIntro'
import { Paragraphs } from '@/components/ui/Paragraphs'
import { getMissionContent } from '@/globals/Mission/getMissionContent'

export const metadata: Metadata = { title: 'Our mission' }

/** The founder's mission page (spec 2.13), from the Mission global in the CMS. */
export default async function MissionPage() {
  const mission = await getMissionContent()
  return (
    <>
      <PageIntro title={mission.heading} lead="Why Solving Tech exists, and what we stand for.">
        <Link href="/v1/register" className="inline-flex min-h-11 items-center rounded-full bg-accent-400 px-5 font-extrabold text-navy-950 hover:bg-white">
          Sign Up for Free
        </Link>
      </PageIntro>
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-14 sm:px-6">
        <section aria-labelledby="founder-heading">
          <h2 id="founder-heading" className="text-3xl font-extrabold text-navy-900">
            The founder&apos;s story
          </h2>
          <Paragraphs text={mission.founderStory} className="mt-4 text-lg text-navy-950" />
        </section>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-3xl font-extrabold text-navy-900">
            Our core values
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {(mission.coreValues ?? []).map((value) => (
              <li key={value.id ?? value.title} className="rounded-xl border-2 border-navy-100 p-6">
                <h3 className="text-xl font-bold text-navy-900">{value.title}</h3>
                <p className="mt-2 text-navy-800">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mission-list-heading">
          <h2 id="mission-list-heading" className="text-3xl font-extrabold text-navy-900">
            Our mission
          </h2>
          <ul className="mt-6 space-y-3">
            {(mission.missionPoints ?? []).map((point) => (
              <li key={point.id ?? point.text} className="flex gap-3 text-lg">
                <span aria-hidden="true" className="font-bold text-accent-600">
                  ✓
                </span>
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
        </section>
        {mission.whyItMatters ? (
          <section aria-labelledby="why-heading" className="rounded-2xl bg-navy-100 p-6 sm:p-10">
            <h2 id="why-heading" className="text-3xl font-extrabold text-navy-900">
              Why it matters
            </h2>
            <p className="mt-4 text-lg text-navy-950">{mission.whyItMatters}</p>
          </section>
        ) : null}
      </div>
    </>
  )
}
