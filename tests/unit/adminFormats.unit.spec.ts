import type { CheckboxField, DateField, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminDateFormat, adminDateTimeFormat, withAdminFormats, yesNoCellPath } from '@/plugins/adminFormats/formatFields'

const [checkbox, date] = [
  { name: 'isFree', type: 'checkbox' },
  { name: 'revokedAt', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
] satisfies Field[]

const formatted = <T extends Field>(field: Field) => withAdminFormats([field])[0] as T

describe('the admin formats of fields', () => {
  it('gives every checkbox the Yes/No cell, however deeply nested', () => {
    expect(formatted<CheckboxField>(checkbox).admin?.components?.Cell).toBe(yesNoCellPath)
    const nested = formatted<Extract<Field, { type: 'tabs' }>>({
      type: 'tabs',
      tabs: [{ label: 'One', fields: [{ type: 'row', fields: [{ name: 'group', type: 'group', fields: [checkbox] }] }] }],
    })
    const row = nested.tabs[0].fields[0] as Extract<Field, { type: 'row' }>
    const group = row.fields[0] as Extract<Field, { type: 'group' }>
    expect((group.fields[0] as CheckboxField).admin?.components?.Cell).toBe(yesNoCellPath)
  })

  it("keeps a checkbox's own cell and its other admin settings", () => {
    const own = formatted<CheckboxField>({ ...checkbox, admin: { position: 'sidebar', components: { Cell: '/own#Cell' } } })
    expect(own.admin).toEqual({ position: 'sidebar', components: { Cell: '/own#Cell' } })
  })

  it('shows dates in the British order, with a 24-hour clock and weeks from Monday', () => {
    expect(formatted<DateField>(date).admin?.date).toEqual({
      pickerAppearance: 'dayOnly',
      displayFormat: adminDateFormat,
      timeFormat: 'HH:mm',
      overrides: { calendarStartDay: 1 },
    })
    expect(formatted<DateField>({ name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }).admin?.date?.displayFormat).toBe(
      adminDateTimeFormat,
    )
    // Payload's default picker is a date without a time.
    expect(formatted<DateField>({ name: 'expiresAt', type: 'date' }).admin?.date?.displayFormat).toBe(adminDateFormat)
  })

  it("keeps a date field's own display format", () => {
    const own = formatted<DateField>({ name: 'month', type: 'date', admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MMM yy' } } })
    expect(own.admin?.date?.displayFormat).toBe('MMM yy')
  })

  it('leaves other fields as they are', () => {
    const text: Field = { name: 'title', type: 'text' }
    expect(formatted(text)).toBe(text)
  })
})
