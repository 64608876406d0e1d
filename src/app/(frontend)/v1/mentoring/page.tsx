import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { coursesToBookFor } from '@/domains/mentoring'
import { findMobile, textRemindersOffered } from '@/domains/notifications'
import { MentoringScreen } from '@/domains/mentoring/ui/MentoringScreen'
import { PageIntro } from '@/ui/PageIntro'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Mentoring' }

/** One-to-one mentoring: the learner's bookings and the free times to book. */
export default async function MentoringPage() {
  const learner = await requirePageLearner()
  const payload = await getPayload({ config })
  const courses = await coursesToBookFor(payload, String(learner.id))
  const texts = { offered: textRemindersOffered(), mobile: textRemindersOffered() ? await findMobile(payload, String(learner.id)) : null }
  return (
    <>
      <PageIntro title="Mentoring" lead="Book a one-to-one call with one of the programme's mentors about your business and the course: by video, or they phone you." />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <MentoringScreen courses={courses} texts={texts} />
      </div>
    </>
  )
}
