import { Heading, Text } from '@react-email/components'

import { MailButton } from './MailButton'
import { MailLayout } from './MailLayout'
import { styles } from './mailStyles'
import type { LearnerMailBase, LessonLink, MailContent } from './types'

export type EnrolmentFacts = LearnerMailBase & { courseTitle: string; courseUrl: string; lessonCount: number; nextLesson: LessonLink | null }

const lessons = (count: number) => `${count} lesson${count === 1 ? '' : 's'}`

/** Confirms an enrolment, with the way into the course. */
export const enrolmentMail = (facts: EnrolmentFacts): MailContent => ({
  subject: `You're enrolled: ${facts.courseTitle}`,
  body: (
    <MailLayout preview={`${lessons(facts.lessonCount)}, at your own pace`} siteUrl={facts.siteUrl} unsubscribe={facts.unsubscribe}>
      <Heading style={styles.heading}>You&apos;re enrolled, {facts.firstName}</Heading>
      <Text style={styles.text}>
        {facts.courseTitle} has {lessons(facts.lessonCount)}. Watch them at your own pace: your place is saved on every
        device, and you get a certificate when you finish.
      </Text>
      {facts.nextLesson ? <Text style={styles.text}>Start with: {facts.nextLesson.title}.</Text> : null}
      <MailButton href={facts.nextLesson?.url ?? facts.courseUrl}>{facts.nextLesson ? 'Start the course' : 'Open the course'}</MailButton>
    </MailLayout>
  ),
})
