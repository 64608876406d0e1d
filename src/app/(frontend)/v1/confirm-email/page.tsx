import type { Metadata } from 'next'

import { ConfirmEmailForm } from '@/domains/accounts/ui/ConfirmEmailForm'
import { linkToken, type LinkTokenPageProps } from '@/domains/accounts/ui/linkToken'
import { AuthCard } from '@/ui/AuthCard'

export const metadata: Metadata = { title: 'Confirm your new email', referrer: 'no-referrer' }

/** The page of the link mailed to a new address: a button confirms the change (opening the link alone changes nothing). */
export default async function ConfirmEmailPage(props: LinkTokenPageProps) {
  const form = <ConfirmEmailForm token={await linkToken(props)} />
  return <AuthCard title="Confirm your new email" intro="Press the button to sign in with this address from now on." form={form} />
}
