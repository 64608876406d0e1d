import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/components/learner/AuthCard'
import { RegisterForm } from '@/components/learner/RegisterForm'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'

export const metadata: Metadata = { title: 'Create your free account' }

export default async function RegisterPage() {
  if (await getPageLearner()) redirect('/v1/dashboard')
  return <AuthCard title="Create your free account" intro="Join free and start learning today. It takes a minute." form={<RegisterForm />} />
}
