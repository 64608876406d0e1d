'use server'

import { getPayload } from 'payload'
import { notFound, redirect } from 'next/navigation'

import config from '@payload-config'
import { answerQuoteConsent, readQuoteToken } from '@/domains/impact'

/** The page's two buttons: record the learner's yes or no for the quote the token names, then show the page with it. */
const answer = async (token: string, consent: 'yes' | 'no'): Promise<never> => {
  const quoteId = readQuoteToken(token) ?? notFound()
  if (!(await answerQuoteConsent(await getPayload({ config }), quoteId, consent))) notFound()
  redirect(`/quote/${token}?done=${consent}`)
}

export const yesAction = async (token: string): Promise<never> => answer(token, 'yes')

export const noAction = async (token: string): Promise<never> => answer(token, 'no')
