import { Heading, Text } from '@react-email/components'

import { videosToGo } from '@/lib/rules/reminders'

import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { LearnerMailBase, LessonLink, MailContent } from '@/lib/server/mailTemplates/types'

export type ReminderFacts = LearnerMailBase & { courseTitle: string; nextLesson: LessonLink; lessonsLeft: number }

/** A week without activity: the next lesson by name, and how little is left. */
export const reminderMail = (facts: ReminderFacts): MailContent => ({
  subject: `${videosToGo(facts.lessonsLeft)}: ${facts.courseTitle}`,
  body: (
    <MailLayout preview={`Next up: ${facts.nextLesson.title}`} siteUrl={facts.siteUrl} unsubscribe={facts.unsubscribe}>
      <Heading style={styles.heading}>Pick up where you left off, {facts.firstName}</Heading>
      <Text style={styles.text}>
        You&apos;re part-way through {facts.courseTitle}, with {videosToGo(facts.lessonsLeft)}. Your next lesson is{' '}
        <strong>{facts.nextLesson.title}</strong>, and it opens where you stopped.
      </Text>
      <MailButton href={facts.nextLesson.url}>Continue the course</MailButton>
      <Text style={styles.text}>Finish every lesson and you get a certificate you can show customers and employers.</Text>
    </MailLayout>
  ),
})
