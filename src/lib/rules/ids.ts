const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are UUIDs; anything else cannot name a row, so it is "not found" rather than a database error. */
export const isId = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value)

/** The id a relationship field holds, whether Payload populated it (an object) or not (the id itself). */
export const relationId = (value: string | number | { id: string | number } | null | undefined): string | null =>
  value == null ? null : typeof value === 'object' ? String(value.id) : String(value)
