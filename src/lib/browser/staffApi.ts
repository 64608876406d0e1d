/** Calls from the admin's sign-in and two-factor screens to our staff endpoints: JSON in, JSON out, the staff cookie sent. */
export type StaffAnswer<T = Record<string, unknown>> = { ok: boolean; status: number; body: T & { message?: string; errors?: { field?: string; path?: string; message: string }[] } }

export const postJson = async <T = Record<string, unknown>>(path: string, body: unknown): Promise<StaffAnswer<T>> => {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
    const parsed = (await response.json().catch(() => ({}))) as StaffAnswer<T>['body']
    return { ok: response.ok, status: response.status, body: parsed }
  } catch {
    return { ok: false, status: 0, body: { message: 'No connection. Check your signal and try again.' } as StaffAnswer<T>['body'] }
  }
}

/** The sentence to show for a failed call. */
export const failureMessage = (answer: StaffAnswer, fallback = 'Something went wrong. Please try again.'): string =>
  answer.body.message ?? answer.body.errors?.[0]?.message ?? fallback

/**
 * Enter in a field runs `action` and nothing else: the two-factor controls sit inside Payload's document form on the
 * account page, which Enter would otherwise submit.
 */
export const onEnter =
  (action: () => unknown) =>
  (event: { key: string; preventDefault: () => void }): void => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void action()
  }
