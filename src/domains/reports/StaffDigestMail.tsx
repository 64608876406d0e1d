import { Heading, Link, Text } from '@react-email/components'

import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { MailContent } from '@/lib/server/mailTemplates/types'

export type DigestFigures = { newSignups: number; newLearners: number; completions: number; stuckLearners: number }
export type DigestStuckLearner = { name: string; courseTitle: string; lastActivity: string; url: string }
export type StaffDigestFacts = {
  siteUrl: string
  weekOf: string
  figures: DigestFigures
  stuck: DigestStuckLearner[]
  reportsUrl: string
}

const rows = (figures: DigestFigures): [string, number][] => [
  ['New waiting-list signups', figures.newSignups],
  ['New learner accounts', figures.newLearners],
  ['Courses completed', figures.completions],
  ['Learners stuck for a week or more', figures.stuckLearners],
]

/** Monday's summary for the programme's staff: the week's figures and who may need a nudge. */
export const staffDigestMail = (facts: StaffDigestFacts): MailContent => ({
  subject: `Solving Tech weekly digest: ${facts.weekOf}`,
  body: (
    <MailLayout preview={`${facts.figures.newLearners} new learners, ${facts.figures.completions} completions`} siteUrl={facts.siteUrl}>
      <Heading style={styles.heading}>The last 7 days</Heading>
      {rows(facts.figures).map(([label, value]) => (
        <Text key={label} style={styles.figure}>
          {label}: <strong>{value}</strong>
        </Text>
      ))}
      {facts.stuck.length > 0 ? (
        <>
          <Heading as="h2" style={{ ...styles.heading, fontSize: '18px' }}>
            Longest silent
          </Heading>
          {facts.stuck.map((learner) => (
            <Text key={learner.url + learner.courseTitle} style={styles.text}>
              <Link href={learner.url} style={styles.link}>
                {learner.name}
              </Link>
              : {learner.courseTitle}, last active {learner.lastActivity}
            </Text>
          ))}
        </>
      ) : null}
      <MailButton href={facts.reportsUrl}>Open the reports</MailButton>
    </MailLayout>
  ),
})
