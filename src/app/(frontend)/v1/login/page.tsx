import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/components/learner/AuthCard'
import { LoginForm } from '@/components/learner/LoginForm'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { inviteOfQuery } from '@/app/(frontend)/_loaders/teamInvite'

export const metadata: Metadata = { title: 'Sign in' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Sign in; from a team's invite (`?join=`), back to the invite after. */
export default async function LoginPage({ searchParams }: Props) {
  const invite = await inviteOfQuery(searchParams)
  if (await getPageLearner()) redirect(invite?.joinPath ?? '/v1/dashboard')
  return <AuthCard title="Sign in" intro="Welcome back. Sign in to carry on learning." form={<LoginForm destination={invite?.joinPath} />} />
}
