import { Heading, Text } from '@react-email/components'

import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { LearnerMailBase, LessonLink, MailContent } from '@/lib/server/mailTemplates/types'

export type EnrolmentFacts = LearnerMailBase & {
  courseTitle: string
  courseUrl: string
  lessonCount: number
  nextLesson: LessonLink | null
  /** False for a paid course the learner has no access to yet: the mail then says how to ask, not "Start". */
  lessonsOpen: boolean
  /** The programme's WhatsApp group, when staff set one; without it the mail says where its link will come. */
  groupLink: string | null
}

const lessons = (count: number) => `${count} lesson${count === 1 ? '' : 's'}`

/** Confirms an enrolment, with the way into the course (or, for a paid course not open to them yet, how to ask). */
export const enrolmentMail = (facts: EnrolmentFacts): MailContent => (facts.lessonsOpen ? openEnrolmentMail(facts) : lockedEnrolmentMail(facts))

const lockedEnrolmentMail = (facts: EnrolmentFacts): MailContent => ({
  subject: `You're enrolled: ${facts.courseTitle}`,
  body: (
    <MailLayout preview="Its lessons open once we give you access" siteUrl={facts.siteUrl} unsubscribe={facts.unsubscribe}>
      <Heading style={styles.heading}>You&apos;re enrolled, {facts.firstName}</Heading>
      <Text style={styles.text}>
        {facts.courseTitle} is a paid course, and payment is not open yet, so its lessons (other than free previews) stay closed for now. Press
        &quot;Request access&quot; on the course page and we will email you when we have opened it for you.
      </Text>
      <MailButton href={facts.courseUrl}>Open the course page</MailButton>
    </MailLayout>
  ),
})

const openEnrolmentMail = (facts: EnrolmentFacts): MailContent => ({
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
      {facts.groupLink ? (
        <Text style={styles.text}>
          Questions between lessons? Join the programme&apos;s WhatsApp group: <a href={facts.groupLink}>{facts.groupLink}</a> (joining shows your phone
          number to the group&apos;s members).
        </Text>
      ) : (
        <Text style={styles.text}>
          The programme&apos;s WhatsApp group is not open yet. As soon as it is, its invite link will be on your dashboard:{' '}
          <a href={`${facts.siteUrl}/v1/dashboard`}>{`${facts.siteUrl}/v1/dashboard`}</a>.
        </Text>
      )}
    </MailLayout>
  ),
})
