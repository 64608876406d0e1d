import type { Field } from 'payload'

/** A list of short texts, each stored as `{ text }`. */
export const textList = (name: string, label?: string, itemLabel = 'Text'): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ name: 'text', label: itemLabel, type: 'text', required: true }],
})

/** A list of `{ title, text }` items: points, features, values. */
export const titledList = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
})

/** The heading and optional introduction most page sections open with. */
export const headingAndIntro = (): Field[] => [
  { name: 'heading', type: 'text', required: true },
  { name: 'intro', type: 'textarea' },
]
