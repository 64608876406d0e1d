const baseUrl = () => process.env.TEST_BASE_URL ?? ''

/**
 * The staff session token a sign-in answered, read from its HTTP-only cookie (the body never holds it); sent back as
 * `Authorization: JWT <token>`, as API clients do. Empty when the sign-in failed.
 */
export const staffTokenOf = (answer: Response | { headers: Headers }): string => {
  for (const cookie of answer.headers.getSetCookie()) {
    const match = /^solvingtech-staff-token=([^;]*)/.exec(cookie)
    if (match) return match[1]
  }
  return ''
}

/**
 * A staff JWT for Payload's own REST API, from the seeded staff account of the test stack. Each call takes the server
 * to send it to as its last argument (`origin`), the test stack by default.
 */
export const staffLogin = async (origin = baseUrl()): Promise<string> => {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD }),
  })
  if (!response.ok) throw new Error(`Staff sign-in failed: ${response.status} ${await response.text()}`)
  return staffTokenOf(response)
}

/** Creates a document through Payload's REST API as staff and returns it. */
export const staffCreate = async <T>(token: string, collection: string, data: Record<string, unknown>, origin = baseUrl()): Promise<T> => {
  const response = await fetch(`${origin}/api/${collection}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`Creating ${collection} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

/** Saves a global (e.g. the mission copy) through Payload's REST API as staff and returns it. */
export const staffUpdateGlobal = async <T>(token: string, slug: string, data: Record<string, unknown>, origin = baseUrl()): Promise<T> => {
  const response = await fetch(`${origin}/api/globals/${slug}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`Saving ${slug} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { result: T }).result
}

/** Changes a document through Payload's REST API as staff (as the admin's Save does) and returns it. */
export const staffUpdate = async <T>(token: string, collection: string, id: string, data: Record<string, unknown>, origin = baseUrl()): Promise<T> => {
  const response = await fetch(`${origin}/api/${collection}/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`Saving ${collection} ${id} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

/** The first document of a collection whose `field` equals `value`, read through Payload's REST API as staff. */
export const staffFindOne = async <T>(token: string, collection: string, field: string, value: string): Promise<T | undefined> => {
  const query = new URLSearchParams({ [`where[${field}][equals]`]: value, depth: '0', limit: '1' })
  const response = await fetch(`${baseUrl()}/api/${collection}?${query}`, { headers: { Authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`Reading ${collection} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { docs: T[] }).docs[0]
}
