import type { GroupInvite } from '@/domains/calls'
import { WhatsAppGroup } from '@/domains/calls/ui/WhatsAppGroup'
import { WhatsAppGroupComing } from '@/domains/calls/ui/WhatsAppGroupComing'
import type { LearnerBooking } from '@/domains/mentoring'
import { NextMentoringCall } from '@/domains/mentoring/ui/NextMentoringCall'
import type { CoachReplyNote } from '@/domains/workbook'
import { HeadedSection } from '@/ui/HeadedSection'

import { CoachReplyCard } from '@/domains/workbook/ui/CoachReplyCard'

export type WhatIsNextFacts = {
  replies: CoachReplyNote[]
  mentoring: { next: LearnerBooking | null; agreed: LearnerBooking | null; canBook: boolean }
  group: GroupInvite
}

/**
 * The dashboard's "What's next" for a returning learner: the coach's replies (each opens in place), the next
 * mentoring call with what they agreed, and the WhatsApp group (or when its link will come). Nothing for a learner
 * with none of these.
 */
export const WhatIsNext = ({ replies, mentoring, group }: WhatIsNextFacts) => {
  const showMentoring = !!mentoring.next || !!mentoring.agreed || mentoring.canBook
  if (replies.length === 0 && !showMentoring && !group.enrolled) return null
  return (
    <HeadedSection headingId="whats-next" heading="What's next" className="mt-8">
      <div className="mt-4 grid gap-4">
        {replies.length ? (
          <ul aria-label="Your coach's replies" className="grid gap-4">
            {replies.map((note) => (
              <CoachReplyCard key={note.lessonId} note={note} />
            ))}
          </ul>
        ) : null}
        {showMentoring ? <NextMentoringCall {...mentoring} /> : null}
        {group.enrolled ? group.link ? <WhatsAppGroup link={group.link} headingLevel="h3" /> : <WhatsAppGroupComing headingLevel="h3" /> : null}
      </div>
    </HeadedSection>
  )
}
