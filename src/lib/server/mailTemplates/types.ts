import type { ReactElement } from 'react'

import type { UnsubscribeFooter } from './MailLayout'

/** A mail before rendering: its subject and its React Email body. */
export type MailContent = { subject: string; body: ReactElement }

/** What every mail to a learner knows: the site, who it greets and how to stop this kind of mail. */
export type LearnerMailBase = { siteUrl: string; firstName: string; unsubscribe: UnsubscribeFooter }

export type LessonLink = { title: string; url: string }
