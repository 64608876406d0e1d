import type { Metadata } from 'next'

import { PlainPageHeader } from '@/components/PlainPageHeader'
import { BackToHomeButton } from '@/ui/BackToHomeButton'

export const metadata: Metadata = { title: 'Account closed', robots: { index: false, follow: false } }

/** Where a learner lands after closing their account: what went, what stays, and what is separate. */
export default function AccountClosedPage() {
  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-lg sm:px-6">
        <h1 className="text-4xl font-extrabold text-navy-900">Your account is closed</h1>
        <p>Your name, contact details and sign-in are deleted, and you are signed out on every device.</p>
        <p>
          What you did stays in the programme&apos;s figures without your name. Anyone who checks one of your certificates
          sees that it was issued and that its holder closed their account.
        </p>
        <p>
          If you also joined the programme&apos;s waiting list, that entry is separate: the link in its email changes or removes
          it. Thank you for learning with us.
        </p>
        <p className="pt-6">
          <BackToHomeButton />
        </p>
      </main>
    </>
  )
}
