import { Heading, Text } from '@react-email/components'

import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import { MailLayout, type UnsubscribeFooter } from '@/lib/server/mailTemplates/MailLayout'
import { MailContent } from '@/lib/server/mailTemplates/types'

type EntryMailFacts = { siteUrl: string; firstName: string; entryUrl: string }

/**
 * After someone joins the waiting list (or signs up again with the same email): the link to confirm their place and
 * to change or remove their entry. The only way to change an entry is this link, so only the mailbox's owner can.
 * It promises only what it carries, and names the launch as the programme's state does (`launch`).
 */
export const confirmationMail = (facts: EntryMailFacts & { confirmed: boolean; launch: string }): MailContent =>
  facts.confirmed
    ? {
        subject: 'Your place on the Solving Tech waiting list',
        body: (
          <MailLayout preview="Change or remove your waiting-list entry" siteUrl={facts.siteUrl}>
            <Heading style={styles.heading}>Hello {facts.firstName}</Heading>
            <Text style={styles.text}>
              Someone signed up to the Solving Tech waiting list with this email address. Your place is already confirmed,
              and nothing has changed. To change your details or leave the list, open your entry.
            </Text>
            <MailButton href={facts.entryUrl}>Open my entry</MailButton>
            <Text style={styles.text}>If this was not you, you can ignore this email.</Text>
          </MailLayout>
        ),
      }
    : {
        subject: 'Confirm your place on the Solving Tech waiting list',
        body: (
          <MailLayout preview="One press to confirm your place" siteUrl={facts.siteUrl}>
            <Heading style={styles.heading}>Thanks for joining, {facts.firstName}</Heading>
            <Text style={styles.text}>
              Please confirm your place on the waiting list for Solving Tech for Small Builders, the free programme for small
              UK builders, installers and supply-chain firms. {facts.launch}
            </Text>
            <MailButton href={facts.entryUrl}>Confirm my place</MailButton>
            <Text style={styles.text}>
              The same page lets you change your details or take yourself off the list at any time. If you did not sign up,
              ignore this email: unless you confirm, we send you no news of the programme.
            </Text>
          </MailLayout>
        ),
      }

/** An announcement staff send to everyone confirmed on the waiting list (the launch mail), with one-click unsubscribe. */
export const announcementMail = (facts: EntryMailFacts & { subject: string; message: string; unsubscribe: UnsubscribeFooter }): MailContent => ({
  subject: facts.subject,
  body: (
    <MailLayout preview={facts.subject} siteUrl={facts.siteUrl} unsubscribe={facts.unsubscribe}>
      <Heading style={styles.heading}>Hello {facts.firstName}</Heading>
      {facts.message
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Text key={index} style={{ ...styles.text, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      <MailButton href={facts.siteUrl}>Visit Solving Tech</MailButton>
    </MailLayout>
  ),
})
