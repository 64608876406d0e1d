import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

import { brand, styles } from './mailStyles'

/** Which mails the link stops, and why the reader gets them ("you have a Solving Tech account"). */
export type UnsubscribeFooter = { pageUrl: string; what: string; because: string }

type MailLayoutProps = { preview: string; children: ReactNode; unsubscribe?: UnsubscribeFooter; siteUrl: string }

/** The frame of every programme mail: the name at the top, the content, and why the reader got it with the way out. */
export const MailLayout = ({ preview, children, unsubscribe, siteUrl }: MailLayoutProps) => (
  <Html lang="en-GB">
    <Head />
    <Preview>{preview}</Preview>
    <Body style={styles.body}>
      <Container style={styles.container}>
        <Section style={styles.header}>
          <Link href={siteUrl} style={styles.brand}>
            {brand.name}
          </Link>
        </Section>
        <Section style={styles.content}>{children}</Section>
        <Hr style={styles.rule} />
        <Text style={styles.footer}>
          Solving Tech for Small Builders is a free programme helping small UK builders, installers and supply-chain firms
          choose and roll out technology.
        </Text>
        {unsubscribe ? (
          <Text style={styles.footer}>
            You get {unsubscribe.what} because {unsubscribe.because}.{' '}
            <Link href={unsubscribe.pageUrl} style={styles.footerLink}>
              Unsubscribe
            </Link>{' '}
            with one click, no sign-in needed.
          </Text>
        ) : null}
      </Container>
    </Body>
  </Html>
)
