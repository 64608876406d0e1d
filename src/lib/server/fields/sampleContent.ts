import type { CheckboxField } from 'payload'

/** Marks invented sample content (names, quotes) so staff replace it before launch. */
export const sampleContent = (): CheckboxField => ({
  name: 'isSampleContent',
  label: 'Sample content',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    position: 'sidebar',
    description: 'Ticked for invented sample text shipped with the site. Replace it with real content, then untick.',
  },
})
