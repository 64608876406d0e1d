import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { PlainPageHeader } from '@/components/PlainPageHeader'
import { findEntry, readEntryToken } from '@/domains/waitingList'
import { EntryDetailsForm } from '@/domains/waitingList/ui/EntryDetailsForm'
import { longDate } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'
import config from '@payload-config'

import { confirmAction, removeAction, restartMailAction, saveDetailsAction, stopMailAction } from './actions'

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ done?: string }> }

export const metadata: Metadata = { title: 'Your waiting-list entry', robots: { index: false, follow: false } }

const doneMessages: Record<string, string> = {
  confirmed: 'Your place is confirmed. We will email you before the programme starts.',
  'mail-off': 'You will get no more waiting-list emails. Your place on the list stays.',
  'mail-on': 'Waiting-list emails are back on.',
  'remove-unticked': 'Nothing was removed: tick the box to say you are sure, then press Remove.',
}

const heading = 'text-3xl font-extrabold text-navy-900'
const sectionHeading = 'text-xl font-bold text-navy-900'
const body = 'mt-2 text-lg text-navy-800'

/**
 * The page behind the link in our waiting-list mails: no sign-in, the link is the proof. Opening it changes nothing
 * (mail scanners open links too); each button does one thing. Works without JavaScript.
 */
export default async function WaitingListEntryPage({ params, searchParams }: Props) {
  const { token } = await params
  const entryId = readEntryToken(token)
  if (!entryId) notFound()
  const { done } = await searchParams
  const entry = await findEntry(await getPayload({ config }), entryId)
  if (!entry) {
    if (done !== 'removed') notFound()
    return (
      <>
        <PlainPageHeader />
        <main id="main" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
          <h1 className={heading}>You&apos;re off the waiting list</h1>
          <p className={body} role="status">
            We have removed your entry and will not email you about the waiting list again. You can join again from the{' '}
            <Link href="/#signup" className="font-semibold text-accent-600 underline">
              home page
            </Link>{' '}
            at any time.
          </p>
        </main>
      </>
    )
  }

  return (
    <>
      <PlainPageHeader />
      <main id="main" className="mx-auto max-w-2xl space-y-10 px-4 py-12 sm:px-6">
        <div>
          <h1 className={heading}>Your place on the waiting list</h1>
          {done && doneMessages[done] ? (
            <p className="mt-4 rounded-lg bg-success-700/10 p-4 text-lg font-semibold text-navy-900" role="status">
              {doneMessages[done]}
            </p>
          ) : null}
          <p className={body}>
            This is the entry for <strong>{entry.email}</strong>.{' '}
            {entry.confirmedAt ? `Confirmed on ${longDate(entry.confirmedAt)}.` : 'Please confirm that you want your place.'}
          </p>
          {entry.confirmedAt ? null : (
            <form action={confirmAction.bind(null, token)} className="mt-6">
              <button type="submit" className={buttonClasses('primary', 'regular')}>
                Confirm my place
              </button>
            </form>
          )}
        </div>

        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className={sectionHeading}>
            Your details
          </h2>
          <EntryDetailsForm entry={entry} save={saveDetailsAction.bind(null, token)} />
        </section>

        <section aria-labelledby="mail-heading">
          <h2 id="mail-heading" className={sectionHeading}>
            Emails
          </h2>
          {entry.unsubscribedAt ? (
            <>
              <p className={body}>You get no waiting-list emails, such as the launch announcement.</p>
              <form action={restartMailAction.bind(null, token)} className="mt-4">
                <button type="submit" className={buttonClasses('outline', 'regular')}>
                  Send me waiting-list emails again
                </button>
              </form>
            </>
          ) : (
            <>
              <p className={body}>
                {entry.confirmedAt
                  ? 'We email you news of the programme, such as when it opens.'
                  : 'Once you confirm, we email you news of the programme, such as when it opens.'}
              </p>
              <form action={stopMailAction.bind(null, token)} className="mt-4">
                <button type="submit" className={buttonClasses('outline', 'regular')}>
                  Stop waiting-list emails
                </button>
              </form>
            </>
          )}
        </section>

        <section aria-labelledby="remove-heading">
          <h2 id="remove-heading" className={sectionHeading}>
            Leave the waiting list
          </h2>
          <p className={body}>This deletes your entry: your name, email, company and team size. It cannot be undone.</p>
          <form action={removeAction.bind(null, token)} className="mt-4 space-y-4">
            <label className="flex items-start gap-3 text-lg text-navy-900">
              <input type="checkbox" name="sure" value="yes" required className="mt-1 h-6 w-6 shrink-0 accent-accent-600" />
              Yes, delete my entry
            </label>
            <button type="submit" className={buttonClasses('dark', 'regular')}>
              Remove me from the waiting list
            </button>
          </form>
        </section>
      </main>
    </>
  )
}
