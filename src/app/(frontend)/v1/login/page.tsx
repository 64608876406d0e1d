import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { courseOfPageQuery } from '@/app/(frontend)/_loaders/courseOfQuery'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { inviteOfQuery } from '@/app/(frontend)/_loaders/teamInvite'
import { LoginForm } from '@/domains/accounts/ui/LoginForm'
import { courseStartPath } from '@/lib/rules/courseEntry'
import { AuthCard } from '@/ui/AuthCard'

export const metadata: Metadata = { title: 'Sign in' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Sign in; from a team's invite (`?join=`), back to the invite after; from a course (`?course=`), on to the course's start. */
export default async function LoginPage({ searchParams }: Props) {
  const invite = await inviteOfQuery(searchParams)
  const course = invite ? undefined : await courseOfPageQuery(searchParams)
  const destination = invite?.joinPath ?? (course ? courseStartPath(course.id) : undefined)
  if (await getPageLearner()) redirect(destination ?? '/v1/dashboard')
  return <AuthCard title="Sign in" intro="Welcome back. Sign in to carry on learning." form={<LoginForm destination={destination} courseId={course?.id} inviteQuery={invite?.query} />} />
}
