'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { pathOf } from '@/lib/contract/routes'
import { buttonClasses } from '@/ui/buttonStyles'
import { useToast } from '@/ui/Toaster'

import { callCalls } from './callsApi'
import { callsRoutes } from '../contract/routes'

const feedQueryKey = [pathOf(callsRoutes.calendarFeed)] as const

/**
 * "Subscribe to all calls": a private calendar address (webcal) that calendar apps fetch again by themselves, so new,
 * moved and cancelled calls reach the learner's calendar. The learner can copy it, replace it or stop it.
 */
export const CalendarSubscription = () => {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [copied, setCopied] = useState(false)
  const feed = useQuery({ queryKey: feedQueryKey, queryFn: () => callCalls('calendarFeed') })
  const renew = useMutation({
    mutationFn: () => callCalls('renewCalendarFeed'),
    onSuccess: (next, _variables) => {
      const replaced = feed.data?.subscribed
      queryClient.setQueryData(feedQueryKey, next)
      setCopied(false)
      toast({ title: replaced ? 'New calendar link made' : 'Your calendar link is ready', description: replaced ? 'The old link has stopped working.' : undefined })
    },
    onError: () => toast({ title: "Couldn't make your calendar link", description: 'Please try again.', variant: 'destructive' }),
  })
  const stop = useMutation({
    mutationFn: () => callCalls('stopCalendarFeed'),
    onSuccess: () => {
      queryClient.setQueryData(feedQueryKey, { subscribed: false })
      toast({ title: 'Calendar link stopped', description: 'Calendars using it no longer get the calls.' })
    },
    onError: () => toast({ title: "Couldn't stop your calendar link", description: 'Please try again.', variant: 'destructive' }),
  })
  const busy = renew.isPending || stop.isPending

  if (feed.isPending) {
    return (
      <p role="status" className="mt-4">
        Loading…
      </p>
    )
  }
  if (feed.isError) {
    return (
      <p role="alert" className="mt-4 font-semibold text-red-700">
        We couldn&apos;t load your calendar link. Please refresh the page.
      </p>
    )
  }
  if (!feed.data.subscribed) {
    return (
      <div className="mt-4">
        <p className="text-navy-800">
          Get every call in your phone&apos;s calendar, in UK time. New calls appear by themselves, and moved or cancelled ones change there too.
        </p>
        <button type="button" className={`${buttonClasses('primary', 'compact')} mt-3`} disabled={busy} onClick={() => renew.mutate()}>
          Subscribe to all calls
        </button>
      </div>
    )
  }
  const { webcalUrl, httpsUrl } = feed.data
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(httpsUrl)
      setCopied(true)
    } catch {
      toast({ title: "Couldn't copy the link", description: 'Select it in the box and copy it yourself.', variant: 'destructive' })
    }
  }
  return (
    <div className="mt-4 space-y-3">
      <p>
        <a href={webcalUrl} className={buttonClasses('primary', 'compact')}>
          Open in my calendar app
        </a>
      </p>
      <div>
        <label htmlFor="calendar-link" className="block font-semibold text-navy-900">
          Or paste this link into your calendar (Google Calendar: Other calendars, then From URL)
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id="calendar-link"
            readOnly
            value={httpsUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-lg border-2 border-navy-100 px-3 text-navy-900"
          />
          <button type="button" className={buttonClasses('quiet', 'compact')} onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
        <p className="mt-1 text-navy-800" role="status">
          {copied ? 'The link is copied.' : ''}
        </p>
      </div>
      <p className="text-navy-800">This link is yours: anyone who has it sees your calls. If you shared it by mistake, make a new one.</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('quiet', 'compact')} disabled={busy} onClick={() => renew.mutate()}>
          Make a new link
        </button>
        <button type="button" className={buttonClasses('quiet', 'compact')} disabled={busy} onClick={() => stop.mutate()}>
          Stop this link
        </button>
      </div>
    </div>
  )
}
