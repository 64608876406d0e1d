import 'server-only'

import { Heading, Link, Text } from '@react-email/components'
import type { Payload } from 'payload'

import { composeLearnerMail } from '@/domains/mail'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed } from '@/domains/mail'
import type { LearnerMailBase, MailContent } from '@/lib/server/mailTemplates/types'
import { longDate } from '@/lib/rules/ukTime'
import { env } from '@/lib/server/env'

import { certificateFileName, certificatePdfPath } from './contract/rules'
import { certificatePdf } from './certificatePdf'
import { findCourseCertificate, verificationUrl } from './certificates'

type CongratulationsFacts = LearnerMailBase & { courseTitle: string; completedOn: string; verificationUrl: string; pdfUrl: string }

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

/** The congratulations as the certificate stands when it is sent: none for a revoked certificate. */
export const composeCongratulationsMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async (facts, base) => {
    const certificate = delivery.courseId ? await findCourseCertificate(payload, facts.learner.id, delivery.courseId) : null
    if (!certificate || certificate.revokedAt) return 'The certificate is revoked or gone'
    return {
      content: congratulationsMail({
        ...base,
        courseTitle: certificate.courseTitle,
        completedOn: longDate(certificate.completedAt),
        verificationUrl: verificationUrl(certificate.code),
        pdfUrl: `${env.publicUrl}${certificatePdfPath(certificate.code)}`,
      }),
      attachments: [{ filename: certificateFileName(certificate.courseTitle), content: await certificatePdf(certificate), contentType: 'application/pdf' }],
    }
  })
