import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/components/learner/AuthCard'
import { LoginForm } from '@/components/learner/LoginForm'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'

export const metadata: Metadata = { title: 'Sign in' }

export default async function LoginPage() {
  if (await getPageLearner()) redirect('/v1/dashboard')
  return <AuthCard title="Sign in" intro="Welcome back. Sign in to carry on learning." form={<LoginForm />} />
}
