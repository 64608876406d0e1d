import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { courseOfPageQuery } from '@/app/(frontend)/_loaders/courseOfQuery'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { inviteOfQuery } from '@/app/(frontend)/_loaders/teamInvite'
import { SignInCodeForm } from '@/domains/accounts/ui/SignInCodeForm'
import { courseStartPath } from '@/lib/rules/courseEntry'
import { signInCodeDigits, signInCodeMinutes } from '@/lib/rules/signInCodes'
import { AuthCard } from '@/ui/AuthCard'

export const metadata: Metadata = { title: 'Sign in with a code' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Sign in without a password: a code by email. From an invite or a course, on to it after, as the password sign-in does. */
export default async function SignInCodePage({ searchParams }: Props) {
  const invite = await inviteOfQuery(searchParams)
  const course = invite ? undefined : await courseOfPageQuery(searchParams)
  const destination = invite?.joinPath ?? (course ? courseStartPath(course.id) : undefined)
  if (await getPageLearner()) redirect(destination ?? '/v1/dashboard')
  const passwordHref = invite ? `/v1/login${invite.query}` : course ? `/v1/login?course=${encodeURIComponent(course.id)}` : '/v1/login'
  return (
    <AuthCard
      title="Sign in with a code"
      intro={`No password needed: we email you a ${signInCodeDigits}-digit code and a link. Each works once, for ${signInCodeMinutes} minutes.`}
      form={<SignInCodeForm destination={destination} passwordHref={passwordHref} />}
    />
  )
}
