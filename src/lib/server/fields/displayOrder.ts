import type { NumberField } from 'payload'

/** The position of an item in its list on the site; lower numbers come first. */
export const displayOrder = (): NumberField => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Position on the site: lower numbers are shown first.',
  },
})
