import { getPayload } from 'payload'

import config from '@payload-config'
import { lookUpInvite } from '@/domains/teams'
import { joinPagePath, looksLikeInviteToken } from '@/domains/teams/contract/rules'

type Query = Promise<Record<string, string | string[] | undefined>>

/**
 * The team invite a sign-in or registration came from (`?join=`): its join page, to return to, the firm's name, and
 * the query that carries the invite between sign-in and registration; undefined for none, or a link that no longer
 * opens its team (the person then simply signs up or in).
 */
export const inviteOfQuery = async (searchParams: Query): Promise<{ joinPath: string; company: string; query: string } | undefined> => {
  const token = (await searchParams).join
  if (!looksLikeInviteToken(token)) return undefined
  const team = await lookUpInvite(await getPayload({ config }), token).catch(() => null)
  return team ? { joinPath: joinPagePath(token), company: team.name, query: `?join=${encodeURIComponent(token)}` } : undefined
}
