'use client'

import { useState } from 'react'

import { quietHours } from '@/lib/rules/phoneNotifications'
import { textReminderKinds, textReminderLabels, type TextReminderKind } from '@/lib/rules/textMessages'
import { hourLabel } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'

import { ConfirmMobile, type MobileView } from './ConfirmMobile'
import { callNotifications } from './notificationsApi'

/**
 * "Text reminders" on the account page (when the site has a text provider): a UK mobile, confirmed with a texted
 * code, for the reminders the day before a call or a mentoring call; which of them; and stopping them.
 */
export const TextRemindersCard = ({ initial }: { initial: MobileView | null }) => {
  const [mobile, setMobile] = useState(initial?.confirmed ? initial : null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<{ tone: 'error' | 'success'; message: string } | null>(null)

  const act = async (work: () => Promise<void>) => {
    setBusy(true)
    setNote(null)
    try {
      await work()
    } catch {
      setNote({ tone: 'error', message: "Couldn't change your text reminders. Check your signal and try again." })
    } finally {
      setBusy(false)
    }
  }

  const choose = (kind: TextReminderKind, wanted: boolean) => {
    if (!mobile) return
    const kinds = textReminderKinds.filter((each) => (each === kind ? wanted : mobile.kinds.includes(each)))
    setMobile({ ...mobile, kinds })
    return act(async () => {
      try {
        setMobile(await callNotifications('chooseTextReminders', { body: { kinds } }))
        setNote({ tone: 'success', message: 'Saved.' })
      } catch (error) {
        setMobile(mobile)
        throw error
      }
    })
  }

  const stop = () =>
    act(async () => {
      await callNotifications('removeMobile', { body: {} })
      setMobile(null)
      setNote({ tone: 'success', message: 'Text reminders are off, and we no longer keep your number.' })
    })

  return (
    <section aria-labelledby="text-reminders-heading" className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <div>
        <h2 id="text-reminders-heading" className="text-2xl font-bold text-navy-900">
          Text reminders
        </h2>
        <p className="mt-2 text-navy-800">
          A text to your mobile the day before a call or a mentoring call, for when email and notifications are easy to miss. None arrive between{' '}
          {hourLabel(quietHours.from)} and {hourLabel(quietHours.until)}: they wait until {hourLabel(quietHours.until)}.
        </p>
      </div>
      {mobile ? (
        <>
          <p className="font-semibold text-success-700">
            <span aria-hidden="true">✓</span> Text reminders go to {mobile.number}.
          </p>
          <fieldset className="space-y-3" disabled={busy}>
            <legend className="font-semibold text-navy-900">Text me about</legend>
            {textReminderKinds.map((kind) => (
              <div key={kind} className="flex items-start gap-3">
                <input
                  id={`text-${kind}`}
                  type="checkbox"
                  className="mt-1 h-6 w-6 shrink-0 accent-accent-600"
                  checked={mobile.kinds.includes(kind)}
                  onChange={(event) => choose(kind, event.target.checked)}
                />
                <label htmlFor={`text-${kind}`} className="text-navy-900">
                  {textReminderLabels[kind]}
                </label>
              </div>
            ))}
          </fieldset>
          <button type="button" onClick={stop} disabled={busy} className={`${buttonClasses('outline')} w-full disabled:opacity-70 sm:w-auto`}>
            Stop Text Reminders
          </button>
        </>
      ) : (
        <ConfirmMobile
          number={initial && !initial.confirmed ? initial.number : ''}
          onConfirmed={(confirmed) => {
            setMobile(confirmed)
            setNote({ tone: 'success', message: `Confirmed. Reminders will be texted to ${confirmed.number}.` })
          }}
        />
      )}
      <p role="status" className={`font-semibold ${note?.tone === 'error' ? 'text-red-700' : 'text-success-700'}`}>
        {note?.message}
      </p>
    </section>
  )
}
