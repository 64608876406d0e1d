import 'server-only'

import { env } from '@/lib/server/env'

/** What the provider said: it took the text (its id), or why not and whether trying again could help. */
export type TextOutcome = { sent: true; providerId: string } | { error: string; retry: boolean }

/** A provider of text messages, whichever it is: the rest of the app sends through this alone. */
export type TextGateway = { send: (to: string, body: string) => Promise<TextOutcome> }

type TwilioAccount = NonNullable<typeof env.texts>

const providerTimeoutMs = 10_000

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, a form body). A few lines of
 * fetch rather than Twilio's SDK, whose size is out of proportion to one call. Its 4xx answers (a number it will not
 * text, an account problem) are final; 429 and 5xx are tried again.
 */
const twilioGateway = (account: TwilioAccount): TextGateway => ({
  send: async (to, body) => {
    const sender: Record<string, string> = account.from.startsWith('MG') ? { MessagingServiceSid: account.from } : { From: account.from }
    try {
      const response = await fetch(`${account.apiUrl}/2010-04-01/Accounts/${account.accountSid}/Messages.json`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, ...sender, Body: body }),
        redirect: 'manual',
        signal: AbortSignal.timeout(providerTimeoutMs),
      })
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string }
      if (response.ok && answer.sid) return { sent: true, providerId: answer.sid }
      const retry = response.status === 429 || response.status >= 500
      return { error: `Twilio answered ${response.status}${answer.code ? ` (error ${answer.code})` : ''}`, retry }
    } catch (error) {
      return { error: `Could not reach Twilio: ${error instanceof Error ? error.message : String(error)}`, retry: true }
    }
  },
})

/** The configured provider (TEXT_PROVIDER), or null when text messages are off. */
export const textGateway = (): TextGateway | null => {
  const account = env.texts
  return account ? twilioGateway(account) : null
}
