import type { DefaultServerCellComponentProps } from 'payload'

import { findSlotBooking } from '@/domains/mentoring'
import { isId } from '@/lib/rules/ids'

/** "Mentoring slots": who booked each slot, linked to their booking, or "Free". */
export const SlotBookedByCell = async ({ rowData, payload }: Pick<DefaultServerCellComponentProps, 'rowData' | 'payload'>) => {
  const slotId = String(rowData?.id ?? '')
  const booking = isId(slotId) ? await findSlotBooking(payload, slotId) : null
  if (!booking) return <span>Free</span>
  return <a href={`/admin/collections/mentoring-bookings/${booking.bookingId}`}>Booked by {booking.learnerName}</a>
}
