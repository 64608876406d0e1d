import type { Metadata } from 'next'

import { ForgotPasswordForm } from '@/domains/accounts/ui/ForgotPasswordForm'
import { AuthCard } from '@/ui/AuthCard'

export const metadata: Metadata = { title: 'Reset your password' }

export default function ForgotPasswordPage() {
  return <AuthCard title="Reset your password" intro="Enter the email you signed up with and we'll send you a link to choose a new password." form={<ForgotPasswordForm />} />
}
