/** Postgres stores no NUL character, in text or JSON: text holding one is the client's mistake (400), never a 500. */
export const nulMessage = 'Text must not contain the NUL character'

type Visit = { value: unknown; key: string; parent: Visit | undefined }

const holdsNul = ({ key, value }: Visit): boolean => key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))

const pathOf = (visit: Visit): string => {
  const keys: string[] = []
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}

/**
 * The path (`a.b.0`, or '' for the value itself) of the first key or text in `value` that holds a NUL character, or
 * undefined when none does. Walked with a stack, not recursion, and the path is built only when found: a 100 KB body
 * can nest tens of thousands of levels deep.
 */
export const pathOfNulText = (value: unknown): string | undefined => {
  const pending: Visit[] = [{ value, key: '', parent: undefined }]
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (holdsNul(visit)) return pathOf(visit)
    if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, child] of Object.entries(visit.value)) pending.push({ value: child, key, parent: visit })
    }
  }
  return undefined
}

export const holdsNulText = (value: unknown): boolean => pathOfNulText(value) !== undefined
