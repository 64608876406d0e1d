/** Waiting-list team-size options, exactly as spec 5.1 lists them (value, label). */
export const teamSizeOptions = [
  { value: 'sole-trader', label: 'Sole Trader' },
  { value: '2-8', label: '2-8 people' },
  { value: '8-15', label: '8-15 people' },
  { value: 'more-than-15', label: 'More than 15 people' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const

export type TeamSize = (typeof teamSizeOptions)[number]['value']

export const teamSizeValues = teamSizeOptions.map((option) => option.value) as [TeamSize, ...TeamSize[]]

/** The label staff read for a stored team size; `fallback` when none was given. */
export const teamSizeLabel = (value: string | null | undefined, fallback: string): string =>
  teamSizeOptions.find((option) => option.value === value)?.label ?? fallback
