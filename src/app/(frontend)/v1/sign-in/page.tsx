import type { Metadata } from 'next'

import { linkToken, type LinkTokenPageProps } from '@/domains/accounts/ui/linkToken'
import { SignInLinkForm } from '@/domains/accounts/ui/SignInLinkForm'
import { AuthCard } from '@/ui/AuthCard'

export const metadata: Metadata = { title: 'Sign in', referrer: 'no-referrer', robots: { index: false, follow: false } }

/** Where the sign-in mail's link leads: one button, pressed by the person (opening the link signs no one in). */
export default async function SignInLinkPage(props: LinkTokenPageProps) {
  const form = <SignInLinkForm token={await linkToken(props)} />
  return <AuthCard title="Sign in" intro="Press the button to sign in to Solving Tech on this phone or computer." form={form} />
}
