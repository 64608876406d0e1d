import type { CheckboxField, CollectionConfig, DateField, Field } from 'payload'

import { mapFieldsDeep } from '../mapFieldsDeep'

/** Dates as staff in the UK write them, as date-fns patterns: "23 Nov 2026" and "23 Nov 2026, 14:05". */
export const adminDateFormat = 'd MMM yyyy'
export const adminDateTimeFormat = 'd MMM yyyy, HH:mm'
const adminTimeFormat = 'HH:mm'

export const yesNoCellPath = '/src/components/admin/YesNoCell#YesNoCell'

type PickerAppearance = NonNullable<NonNullable<NonNullable<DateField['admin']>['date']>['pickerAppearance']>

const displayFormats: Record<PickerAppearance, string> = {
  default: adminDateFormat,
  dayOnly: adminDateFormat,
  dayAndTime: adminDateTimeFormat,
  timeOnly: adminTimeFormat,
  monthOnly: 'MMMM yyyy',
}

/** A checkbox reads "Yes" or "No" in list views, not Payload's "true" or "false". */
const yesNoCell = (field: CheckboxField): CheckboxField => ({
  ...field,
  admin: { ...field.admin, components: { Cell: yesNoCellPath, ...field.admin?.components } },
})

/**
 * A date shows in the British order in its picker and its list column, with a 24-hour clock and weeks from Monday.
 * Payload's own defaults are American ("MM/dd/yyyy", "h:mm a"); what a field sets itself wins.
 */
const britishDate = (field: DateField): DateField => {
  const date = field.admin?.date ?? {}
  const displayFormat = displayFormats[date.pickerAppearance ?? 'default']
  const ukDate = { displayFormat, timeFormat: adminTimeFormat, ...date, overrides: { calendarStartDay: 1, ...date.overrides } }
  return { ...field, admin: { ...field.admin, date: ukDate as typeof date } }
}

/** The fields with every checkbox and date field in them, however deeply nested, given the admin's formats. */
export const withAdminFormats = (fields: Field[]): Field[] =>
  mapFieldsDeep(fields, (field) => (field.type === 'checkbox' ? yesNoCell(field) : field.type === 'date' ? britishDate(field) : field))

/** A collection whose fields carry the admin's formats. */
export const withAdminFormatsCollection = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: withAdminFormats(collection.fields),
})
