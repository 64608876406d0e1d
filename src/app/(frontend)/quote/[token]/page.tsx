import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { PlainPageHeader } from '@/components/PlainPageHeader'
import { findQuoteForConsent, readQuoteToken } from '@/domains/impact'
import { longDate } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'
import config from '@payload-config'

import { noAction, yesAction } from './actions'

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ answer?: string; done?: string }> }

export const metadata: Metadata = { title: 'May we quote you?', robots: { index: false, follow: false } }

const doneMessages: Record<string, string> = {
  yes: 'Thank you. We may quote your words without your name.',
  no: 'Thank you. We will not quote your words.',
}

/**
 * The page behind the links in "May we quote you?": no sign-in, the link is the proof. Opening it changes nothing
 * (mail scanners open links too), whichever link was pressed; only a button records the answer, and the learner may
 * change it here later. Works without JavaScript.
 */
export default async function QuoteConsentPage({ params, searchParams }: Props) {
  const { token } = await params
  const quoteId = readQuoteToken(token)
  if (!quoteId) notFound()
  const quote = await findQuoteForConsent(await getPayload({ config }), quoteId)
  if (!quote) notFound()
  const { answer, done } = await searchParams
  // The button of the link they pressed comes first and stands out; with no answer in the link, yes comes first.
  const leaning = answer === 'no' ? 'no' : 'yes'
  const buttons = [
    { value: 'yes', label: 'Yes, you may quote me', action: yesAction.bind(null, token) },
    { value: 'no', label: "No, don't quote me", action: noAction.bind(null, token) },
  ].sort((a, b) => Number(b.value === leaning) - Number(a.value === leaning))

  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold text-navy-900">May we quote you?</h1>
        {done && doneMessages[done] ? (
          <p className="rounded-lg bg-success-700/10 p-4 text-lg font-semibold text-navy-900" role="status">
            {doneMessages[done]}
          </p>
        ) : null}
        <p className="text-lg text-navy-800">
          90 days after <strong>{quote.courseTitle}</strong> you told us what you changed in your business:
        </p>
        <blockquote className="border-l-4 border-accent-600 pl-4 text-lg whitespace-pre-line text-navy-900 [overflow-wrap:anywhere]">{quote.words}</blockquote>
        <p className="text-lg text-navy-800">
          We would like to quote these words in the programme&apos;s report to its funder, without your name: only your team size and nation, and only where
          at least five learners in the report share them. It is up to you, and saying no changes nothing else.
        </p>
        <p className="text-lg font-semibold text-navy-900">
          {quote.consent === 'asked'
            ? 'Nothing is recorded until you press a button.'
            : `Your answer: ${quote.consent === 'yes' ? 'yes, we may quote you' : 'no, we may not quote you'} (${longDate(quote.consentAt!)}). You can change it here.`}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {buttons.map((button, index) => (
            <form key={button.value} action={button.action}>
              <button type="submit" className={`${buttonClasses(index === 0 ? 'primary' : 'outline', 'regular')} w-full sm:w-auto`}>
                {button.label}
              </button>
            </form>
          ))}
        </div>
      </main>
    </>
  )
}
