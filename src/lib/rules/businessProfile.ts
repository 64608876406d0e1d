/** The learner's business as the impact figures split it: its trade (a short list, and "Other" in their words). */
export const tradeOptions = [
  { value: 'general-builder', label: 'General builder' },
  { value: 'electrician', label: 'Electrician' },
  { value: 'plumbing-heating', label: 'Plumbing and heating' },
  { value: 'roofing', label: 'Roofing' },
  { value: 'carpentry-joinery', label: 'Carpentry and joinery' },
  { value: 'plastering-decorating', label: 'Plastering and decorating' },
  { value: 'landscaping', label: 'Landscaping' },
  { value: 'installer', label: 'Installer (solar, heat pumps, windows, kitchens)' },
  { value: 'supplier', label: 'Supplier or merchant' },
  { value: 'other', label: 'Other' },
] as const

export type Trade = (typeof tradeOptions)[number]['value']

export const tradeValues = tradeOptions.map((option) => option.value) as [Trade, ...Trade[]]

/** The trade as people read it: the list's label, or what they typed for "Other". */
export const tradeLabel = (trade: string | null | undefined, tradeOther: string | null | undefined): string | null =>
  trade === 'other' ? tradeOther || 'Other' : (tradeOptions.find((option) => option.value === trade)?.label ?? null)
