'use server'

import { getPayload } from 'payload'
import { notFound, redirect } from 'next/navigation'

import config from '@payload-config'
import { saveMailPreferences, readUnsubscribeToken } from '@/domains/mail'

/** The unsubscribe page's buttons: turn the link's kind of mail off (or back on), then show the page again with the result. */
const setSubscription = async (token: string, wants: boolean): Promise<never> => {
  const request = readUnsubscribeToken(token)
  if (!request) notFound()
  const saved = await saveMailPreferences(await getPayload({ config }), request.learnerId, { [request.topic]: wants })
  if (!saved) notFound()
  redirect(`/unsubscribe/${token}?done=${wants ? 'on' : 'off'}`)
}

export const unsubscribeAction = async (token: string): Promise<never> => setSubscription(token, false)

export const resubscribeAction = async (token: string): Promise<never> => setSubscription(token, true)
