import { cookies } from 'next/headers'
import { cache } from 'react'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import config from '@payload-config'
import type { CourseUser } from '@/payload-types'
import { sessionCookieName, learnerFromToken } from '@/domains/accounts'

/**
 * The learner signed in by the session cookie of the page request, or null (server components only). Cached per
 * request, so the layout and the page share one lookup.
 */
export const getPageLearner = cache(async (): Promise<CourseUser | null> => {
  const token = (await cookies()).get(sessionCookieName)?.value
  if (!token) return null
  const payload = await getPayload({ config })
  return learnerFromToken(payload, token)
})

/** Protected screens: a signed-out visitor goes to /v1/login before anything renders (spec section 4). */
export const requirePageLearner = async (): Promise<CourseUser> => {
  const learner = await getPageLearner()
  if (!learner) redirect('/v1/login')
  return learner
}
