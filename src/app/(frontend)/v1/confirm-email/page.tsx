import type { Metadata } from 'next'

import { ConfirmEmailForm } from '@/components/account/ConfirmEmailForm'
import { AuthCard } from '@/components/learner/AuthCard'

export const metadata: Metadata = { title: 'Confirm your new email', referrer: 'no-referrer' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The page of the link mailed to a new address: a button confirms the change (opening the link alone changes nothing). */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <AuthCard title="Confirm your new email" intro="Press the button to sign in with this address from now on.">
      <ConfirmEmailForm token={typeof token === 'string' && token ? token : null} />
    </AuthCard>
  )
}
