/**
 * The colours a course can take: its cover placeholder and sample cover are drawn in it. Each carries white text at
 * WCAG AA contrast (4.5:1 or more).
 */
export const courseColours = {
  navy: '#0f2742',
  teal: '#0f766e',
  green: '#15803d',
  plum: '#6b21a8',
  brick: '#9a3412',
  slate: '#334155',
} as const

export type CourseColour = keyof typeof courseColours

export const courseColourNames = Object.keys(courseColours) as CourseColour[]

/** The colour's hex value; an unknown name (a course saved before colours existed) is navy. */
export const courseColourHex = (name: string | null | undefined): string =>
  name && Object.hasOwn(courseColours, name) ? courseColours[name as CourseColour] : courseColours.navy
