import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PlainPageHeader } from '@/components/PlainPageHeader'
import { readUnsubscribeToken } from '@/domains/mail'
import { mailTopicLabels, type MailTopic } from '@/lib/rules/mailKinds'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { resubscribeAction, unsubscribeAction } from './actions'

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ done?: string }> }

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } }

const what: Record<MailTopic, string> = { reminders: 'reminders', courseUpdates: 'emails about your courses' }

/**
 * The page behind the unsubscribe link of every programme mail: no sign-in, one button. Opening it changes nothing
 * (mail scanners open links too); the button does, at once. Works without JavaScript.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { token } = await params
  const request = readUnsubscribeToken(token)
  if (!request) notFound()
  const { done } = await searchParams
  const mails = what[request.topic]
  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        {done === 'off' ? (
          <>
            <h1 className="text-3xl font-extrabold text-navy-900">You&apos;re unsubscribed</h1>
            <p className="mt-4 text-lg text-navy-800" role="status">
              We won&apos;t send you {mails} any more. Your account, courses and progress are as they were.
            </p>
            <form action={resubscribeAction.bind(null, token)} className="mt-8">
              <button type="submit" className={buttonClasses('primary', 'regular')}>Changed your mind? Turn {mails} back on</button>
            </form>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold text-navy-900">{`Unsubscribe from ${mails}`}</h1>
            {done === 'on' ? (
              <p className="mt-4 text-lg text-navy-800" role="status">
                {mails[0]!.toUpperCase() + mails.slice(1)} are back on.
              </p>
            ) : null}
            <p className="mt-4 text-lg text-navy-800">
              {mailTopicLabels[request.topic]}. Press the button and they stop at once; nothing else about your account changes.
            </p>
            <form action={unsubscribeAction.bind(null, token)} className="mt-8">
              <button type="submit" className={buttonClasses('primary', 'regular')}>Unsubscribe</button>
            </form>
          </>
        )}
        <p className="mt-8 text-navy-800">
          You can choose all your emails on your{' '}
          <Link href="/v1/account" className="font-semibold text-accent-600 underline">
            account page
          </Link>{' '}
          (sign-in needed).
        </p>
      </main>
    </>
  )
}
