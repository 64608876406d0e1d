'use client'

import { useQuery } from '@tanstack/react-query'

import { Link } from '@/components/ui/Link'
import { apiRequest } from '@/lib/browser/apiClient'
import type { MentoringBookingBody } from '@/lib/contract/responseSchemas'
import { ukDayLabel } from '@/lib/rules/calls'

import { HeadedSection } from '../ui/HeadedSection'
import { bookingsQueryKey } from './queryKeys'

/** On the dashboard: what the learner agreed with their mentors, newest first; nothing until a mentor writes some. */
export const AgreedActions = () => {
  const bookings = useQuery({ queryKey: bookingsQueryKey, queryFn: () => apiRequest<MentoringBookingBody[]>('GET', bookingsQueryKey[0]) })
  const agreed = (bookings.data ?? []).filter((booking) => booking.agreedActions)
  if (agreed.length === 0) return null
  return (
    <HeadedSection headingId="agreed-actions" heading="What you agreed with your mentor" className="mt-10">
      <ul className="mt-4 grid gap-4">
        {agreed.map((booking) => (
          <li key={booking.id} className="rounded-xl border-2 border-navy-100 p-4">
            <p className="font-semibold text-navy-900">
              {ukDayLabel(booking.startsAt)}, with {booking.mentor.name}
            </p>
            <p className="mt-1 whitespace-pre-line">{booking.agreedActions}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link href="/v1/mentoring" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
          Book another mentoring call
        </Link>
      </p>
    </HeadedSection>
  )
}
