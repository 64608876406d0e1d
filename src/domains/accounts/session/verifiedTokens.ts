/**
 * Session tokens already verified, with what they name, until they expire: a learner's player and screens send the
 * same token every few seconds, and its signature then need not be checked each time (about 5 % of the progress call's
 * time). Only what the token itself says is kept; whether its session is still live is asked of the database on every
 * call. Keyed by the token and the secret it was checked with; the oldest goes first once `capacity` are held.
 */
export const verifiedTokens = <Claims>(capacity: number, now: () => number = Date.now) => {
  const held = new Map<string, { secret: string; claims: Claims; expiresAtMs: number }>()
  return {
    get(token: string, secret: string): Claims | undefined {
      const entry = held.get(token)
      if (!entry) return undefined
      if (entry.secret === secret && now() < entry.expiresAtMs) return entry.claims
      held.delete(token)
      return undefined
    },
    remember(token: string, secret: string, claims: Claims, expiresAtMs: number): void {
      if (!(now() < expiresAtMs)) return
      if (held.size >= capacity && !held.has(token)) held.delete(held.keys().next().value as string)
      held.set(token, { secret, claims, expiresAtMs })
    },
    get size() {
      return held.size
    },
  }
}
