import type { DateField } from 'payload'

import { ukTimeZone } from '@/lib/rules/ukTime'

/** When a call starts, as staff in the UK enter it: a day and a time in UK time, whatever their computer's zone. */
export const ukStartsAt = (): DateField => ({
  name: 'startsAt',
  label: 'Starts at (UK time)',
  type: 'date',
  required: true,
  index: true,
  timezone: { defaultTimezone: ukTimeZone, supportedTimezones: [{ label: 'UK time', value: ukTimeZone }] },
  admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
})
