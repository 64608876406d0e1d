/** The `{ text }` items of a list field (highlights, learning points, mission points), from plain strings. */
export const textItems = (...texts: string[]): { text: string }[] => texts.map((text) => ({ text }))
