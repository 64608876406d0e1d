import { Heading, Text } from '@react-email/components'

import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { LearnerMailBase, LessonLink, MailContent } from '@/lib/server/mailTemplates/types'

export type WelcomeFacts = LearnerMailBase & { courseTitle: string; courseUrl: string; firstLesson: LessonLink | null }

/** After registration: what the programme is and the first lesson to watch. */
export const welcomeMail = (facts: WelcomeFacts): MailContent => ({
  subject: 'Welcome to Solving Tech: your first lesson is ready',
  body: (
    <MailLayout preview={`Start with ${facts.courseTitle}`} siteUrl={facts.siteUrl} unsubscribe={facts.unsubscribe}>
      <Heading style={styles.heading}>Welcome, {facts.firstName}</Heading>
      <Text style={styles.text}>
        Your Solving Tech account is ready. The programme starts with {facts.courseTitle}: short videos you can watch on
        your phone, between jobs, and pick up where you left off on any device.
      </Text>
      {facts.firstLesson ? (
        <>
          <Text style={styles.text}>Your first lesson: {facts.firstLesson.title}.</Text>
          <MailButton href={facts.firstLesson.url}>Watch the first lesson</MailButton>
        </>
      ) : (
        <MailButton href={facts.courseUrl}>See the course</MailButton>
      )}
    </MailLayout>
  ),
})
