type Doc = Record<string, unknown>

const comparable = (value: unknown): string => JSON.stringify(value ?? null)

/**
 * The fields among `fields` whose value differs between two versions of a document (null and missing count as the
 * same), in the order given.
 */
export const changedFields = (before: Doc | undefined, after: Doc, fields: readonly string[]): string[] =>
  fields.filter((field) => comparable(before?.[field]) !== comparable(after[field]))
