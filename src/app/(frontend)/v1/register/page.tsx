import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/components/learner/AuthCard'
import { RegisterForm } from '@/components/learner/RegisterForm'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { inviteOfQuery } from '@/app/(frontend)/_loaders/teamInvite'

export const metadata: Metadata = { title: 'Create your free account' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Registration; from a team's invite (`?join=`), with the firm's name filled in, and back to the invite after. */
export default async function RegisterPage({ searchParams }: Props) {
  const invite = await inviteOfQuery(searchParams)
  if (await getPageLearner()) redirect(invite?.joinPath ?? '/v1/dashboard')
  const intro = invite ? `Join free, then join ${invite.company}'s team. It takes a minute.` : 'Join free and start learning today. It takes a minute.'
  return <AuthCard title="Create your free account" intro={intro} form={<RegisterForm invite={invite} />} />
}
