import type { Metadata } from 'next'

import { linkToken, type LinkTokenPageProps } from '@/domains/accounts/ui/linkToken'
import { ResetPasswordForm } from '@/domains/accounts/ui/ResetPasswordForm'
import { AuthCard } from '@/ui/AuthCard'

export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer' }

export default async function ResetPasswordPage(props: LinkTokenPageProps) {
  const form = <ResetPasswordForm token={await linkToken(props)} />
  return <AuthCard title="Choose a new password" intro="Pick a password of at least 6 characters." form={form} />
}
