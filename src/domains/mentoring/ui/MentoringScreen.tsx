'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { ApiRequestError } from '@/lib/browser/apiClient'
import { pathOf } from '@/lib/contract/routes'
import { callTimeLabel } from '@/lib/rules/calls'
import { Badge } from '@/ui/Badge'
import { buttonClasses } from '@/ui/buttonStyles'
import { inputClasses } from '@/ui/Field'
import { HeadedSection } from '@/ui/HeadedSection'
import { Link } from '@/ui/Link'
import { useToast } from '@/ui/Toaster'
import { SaveNumberOffer, type TextRemindersState } from '@/domains/notifications/ui/SaveNumberOffer'

import type { FreeSlotBody, MentoringBookingBody } from '../contract/schemas'
import { bookingStatusLabels, mentoringHowLearnerLabels, mentoringLimits } from '../contract/rules'
import { mentoringRoutes } from '../contract/routes'
import { BookingForm } from './BookingForm'
import { bookingsQueryKey, slotsQueryKey } from './queryKeys'
import { callMentoring } from './mentoringApi'

type Course = { id: string; title: string }

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : 'Please try again.')

const slotLabel = (slot: FreeSlotBody) => `${callTimeLabel(slot)}, ${slot.mentor.name} (${mentoringHowLearnerLabels[slot.how].toLowerCase()})`

/**
 * One booking: when, with whom, how; and, while it can change, "Move" and "Cancel". `offerTexts` offers to save its
 * phone number for text reminders.
 */
const BookingItem = ({ booking, slots, offerTexts }: { booking: MentoringBookingBody; slots: readonly FreeSlotBody[]; offerTexts?: TextRemindersState }) => {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [moveTo, setMoveTo] = useState('')
  const [confirming, setConfirming] = useState(false)
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsQueryKey }), queryClient.invalidateQueries({ queryKey: slotsQueryKey })])
  const cancel = useMutation({
    mutationFn: () => callMentoring('cancelMentoring', { params: { bookingId: booking.id } }),
    onSuccess: () => toast({ title: 'Mentoring call cancelled', description: "We've emailed you the cancellation for your calendar." }),
    onError: (error) => toast({ title: "Couldn't cancel it", description: messageOf(error), variant: 'destructive' }),
    onSettled: refresh,
  })
  const move = useMutation({
    mutationFn: (slotId: string) => callMentoring('moveMentoring', { params: { bookingId: booking.id }, body: { slotId } }),
    onSuccess: (moved) => toast({ title: 'Mentoring call moved', description: `Now ${callTimeLabel(moved)}. We've emailed you the new time.` }),
    onError: (error) => toast({ title: "Couldn't move it", description: messageOf(error), variant: 'destructive' }),
    onSettled: refresh,
  })
  const headingId = `booking-${booking.id}`
  const upcoming = booking.status === 'booked'
  return (
    <li className="rounded-xl border-2 border-navy-100 p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-navy-900">
        <time dateTime={booking.startsAt}>{callTimeLabel(booking)}</time>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <Badge tone={booking.status === 'attended' ? 'success' : undefined}>{bookingStatusLabels[booking.status]}</Badge>
        <span>
          With {booking.mentor.name}, about {booking.course.title}
        </span>
      </p>
      {upcoming ? (
        <p className="mt-2">
          {booking.how === 'phone' ? (
            `${booking.mentor.name} will phone you on ${booking.phone ?? 'your number'}.`
          ) : booking.videoUrl ? (
            <a href={booking.videoUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
              Join the video call<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      ) : null}
      {upcoming && offerTexts && booking.phone ? <SaveNumberOffer phone={booking.phone} texts={offerTexts} /> : null}
      <p className="mt-2 text-navy-800">You want to cover: {booking.topic}</p>
      {booking.agreedActions ? (
        <div className="mt-3 rounded-lg bg-navy-100 p-3">
          <p className="font-semibold text-navy-900">What you agreed</p>
          <p className="mt-1 whitespace-pre-line">{booking.agreedActions}</p>
        </div>
      ) : null}
      {upcoming ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <a href={pathOf(mentoringRoutes.mentoringCalendar, { bookingId: booking.id })} download className={buttonClasses('quiet', 'compact')}>
            Add to calendar
          </a>
          {booking.canChange ? (
            <>
              {slots.length > 0 ? (
                <div className="flex flex-wrap items-end gap-2">
                  <div>
                    <label htmlFor={`move-${booking.id}`} className="block font-semibold">
                      Move to
                    </label>
                    <select id={`move-${booking.id}`} className={inputClasses} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
                      <option value="">Pick another time</option>
                      {slots.map((slot) => (
                        <option key={slot.id} value={slot.id}>
                          {slotLabel(slot)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="button" className={buttonClasses('quiet', 'compact')} disabled={!moveTo || move.isPending} onClick={() => move.mutate(moveTo)}>
                    Move
                  </button>
                </div>
              ) : null}
              {confirming ? (
                <span className="flex flex-wrap gap-2">
                  <button type="button" className={buttonClasses('dark', 'compact')} disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                    Yes, cancel it
                  </button>
                  <button type="button" className={buttonClasses('quiet', 'compact')} onClick={() => setConfirming(false)}>
                    Keep it
                  </button>
                </span>
              ) : (
                <button type="button" className={buttonClasses('quiet', 'compact')} onClick={() => setConfirming(true)}>
                  Cancel this call
                </button>
              )}
            </>
          ) : (
            <p className="text-navy-800">
              Less than {mentoringLimits.changeHoursBefore} hours to go: to change it now,{' '}
              <Link href="/v1/contact" className="font-semibold underline">
                send us a message
              </Link>
              .
            </p>
          )}
        </div>
      ) : null}
    </li>
  )
}

/**
 * Mentoring: the learner's bookings (with the actions agreed after each call) and "Book a mentoring call" from the
 * free times, in UK time. For learners of a course; anyone else is pointed to the courses. The first upcoming phone
 * call offers to save its number for text reminders (`texts`).
 */
export const MentoringScreen = ({ courses, texts }: { courses: readonly Course[]; texts: TextRemindersState }) => {
  const bookings = useQuery({ queryKey: bookingsQueryKey, queryFn: () => callMentoring('mentoringBookings') })
  const slots = useQuery({ queryKey: slotsQueryKey, queryFn: () => callMentoring('mentoringSlots') })
  const freeSlots = slots.data ?? []
  return (
    <div className="space-y-10">
      <HeadedSection headingId="my-bookings" heading="Your mentoring calls">
        {bookings.isPending ? (
          <p role="status" className="mt-4">
            Loading your bookings…
          </p>
        ) : bookings.isError ? (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            We couldn&apos;t load your bookings. Please refresh the page.
          </p>
        ) : bookings.data.length === 0 ? (
          <p className="mt-4 text-navy-800">No mentoring calls booked yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {bookings.data.map((booking) => (
              <BookingItem
                key={booking.id}
                booking={booking}
                slots={freeSlots}
                offerTexts={booking.id === bookings.data.find((each) => each.status === 'booked' && each.how === 'phone' && each.phone)?.id ? texts : undefined}
              />
            ))}
          </ul>
        )}
      </HeadedSection>
      <HeadedSection headingId="book-mentoring" heading="Book a mentoring call">
        {courses.length === 0 ? (
          <p className="mt-4 text-navy-800">
            Mentoring is for learners of a course.{' '}
            <Link href="/v1/courses" className="font-semibold underline">
              Browse the courses
            </Link>{' '}
            and enrol in one to book a call.
          </p>
        ) : slots.isPending ? (
          <p role="status" className="mt-4">
            Loading the free times…
          </p>
        ) : slots.isError ? (
          <p role="alert" className="mt-4 font-semibold text-red-700">
            We couldn&apos;t load the free times. Please refresh the page.
          </p>
        ) : freeSlots.length === 0 ? (
          <p className="mt-4 text-navy-800">No free times right now. Please check back soon.</p>
        ) : (
          <>
            <p className="mt-2 text-navy-800">
              A one-to-one call with a mentor, by video or phone. You can cancel or move it up to {mentoringLimits.changeHoursBefore} hours before.
            </p>
            <BookingForm courses={courses} slots={freeSlots} />
          </>
        )}
      </HeadedSection>
    </div>
  )
}
