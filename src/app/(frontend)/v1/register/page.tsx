import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { courseOfPageQuery } from '@/app/(frontend)/_loaders/courseOfQuery'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { inviteOfQuery } from '@/app/(frontend)/_loaders/teamInvite'
import { RegisterForm } from '@/domains/accounts/ui/RegisterForm'
import { courseStartPath } from '@/lib/rules/courseEntry'
import { AuthCard } from '@/ui/AuthCard'

export const metadata: Metadata = { title: 'Create your free account' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const introFor = (invite: { company: string } | undefined, course: { title: string; enrolsOnArrival: boolean } | undefined) => {
  if (invite) return `Join free, then join ${invite.company}'s team. It takes a minute.`
  if (course?.enrolsOnArrival) return `Join free and start ${course.title} straight away. It takes a minute.`
  return 'Join free and start learning today. It takes a minute.'
}

/**
 * Registration; from a team's invite (`?join=`), with the firm's name filled in, without the questions the team
 * answers, and back to the invite after; from a course (`?course=`), enrolled in it when it is free and open, then on
 * to the course's start.
 */
export default async function RegisterPage({ searchParams }: Props) {
  const invite = await inviteOfQuery(searchParams)
  const course = invite ? undefined : await courseOfPageQuery(searchParams)
  if (await getPageLearner()) redirect(invite?.joinPath ?? (course ? courseStartPath(course.id) : '/v1/dashboard'))
  return <AuthCard title="Create your free account" intro={introFor(invite, course)} form={<RegisterForm invite={invite} courseId={course?.id} />} />
}
