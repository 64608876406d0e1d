import { Heading, Link, Text } from '@react-email/components'

import { MailButton } from './MailButton'
import { MailLayout } from './MailLayout'
import { styles } from './mailStyles'
import type { LearnerMailBase, MailContent } from './types'

export type CongratulationsFacts = LearnerMailBase & { courseTitle: string; completedOn: string; verificationUrl: string; pdfUrl: string }

/** A finished course: the certificate, attached as a PDF, and the page anyone can check it on. */
export const congratulationsMail = (facts: CongratulationsFacts): MailContent => ({
  subject: `Congratulations: you've completed ${facts.courseTitle}`,
  body: (
    <MailLayout preview="Your certificate is attached" siteUrl={facts.siteUrl} unsubscribe={facts.unsubscribe}>
      <Heading style={styles.heading}>Well done, {facts.firstName}</Heading>
      <Text style={styles.text}>
        You completed {facts.courseTitle} on {facts.completedOn}. Your certificate of completion is attached to this
        email as a PDF.
      </Text>
      <Text style={styles.text}>
        Anyone can check it is genuine on its verification page:{' '}
        <Link href={facts.verificationUrl} style={styles.link}>
          {facts.verificationUrl}
        </Link>
      </Text>
      <MailButton href={facts.pdfUrl}>Download the certificate</MailButton>
    </MailLayout>
  ),
})
