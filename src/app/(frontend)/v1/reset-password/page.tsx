import type { Metadata } from 'next'

import { AuthCard } from '@/components/learner/AuthCard'
import { ResetPasswordForm } from '@/components/learner/ResetPasswordForm'

export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <AuthCard title="Choose a new password" intro="Pick a password of at least 6 characters.">
      <ResetPasswordForm token={typeof token === 'string' && token ? token : null} />
    </AuthCard>
  )
}
