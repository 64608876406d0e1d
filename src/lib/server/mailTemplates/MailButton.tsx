import { Button, Section } from '@react-email/components'

import { styles } from './mailStyles'

/** The one thing the mail asks the reader to do. */
export const MailButton = ({ href, children }: { href: string; children: string }) => (
  <Section style={{ margin: '20px 0' }}>
    <Button href={href} style={styles.button}>
      {children}
    </Button>
  </Section>
)
