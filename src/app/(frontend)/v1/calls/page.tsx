import type { Metadata } from 'next'

import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { CalendarSubscription } from '@/domains/calls/ui/CalendarSubscription'
import { PastCalls } from '@/domains/calls/ui/PastCalls'
import { UpcomingCalls } from '@/domains/calls/ui/UpcomingCalls'
import { HeadedSection } from '@/ui/HeadedSection'
import { PageIntro } from '@/ui/PageIntro'

export const metadata: Metadata = { title: 'Calls' }

/** The fortnightly calls: the learner's upcoming ones with "Add to calendar" and the join link, and the calendar feed. */
export default async function CallsPage() {
  await requirePageLearner()
  return (
    <>
      <PageIntro title="Calls" lead="Video calls with the programme's coaches and the other learners, in UK time. The join link shows here from 15 minutes before each call." />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
        <HeadedSection headingId="upcoming-calls" heading="Upcoming calls">
          <UpcomingCalls limit={4} expandable />
        </HeadedSection>
        <HeadedSection headingId="calendar-feed" heading="Subscribe to all calls">
          <CalendarSubscription />
        </HeadedSection>
        <HeadedSection headingId="past-calls" heading="Past calls and their recordings">
          <PastCalls />
        </HeadedSection>
      </div>
    </>
  )
}
