const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are UUIDs; anything else cannot name a row, so it is "not found" rather than a database error. */
export const isId = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value)

/** The id a relationship field holds, whether Payload populated it (an object) or not (the id itself); null when empty. */
export const relationId = (value: unknown): string | null => {
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}
