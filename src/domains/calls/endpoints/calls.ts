import { requireLearner } from '@/domains/accounts'

import { callsOperations as operations } from '../contract/operations'
import { calendarHeaders, callCalendar, callsFeedCalendar } from '../calendar'
import { findCalendarFeed, learnerOfFeedToken, renewCalendarFeed, stopCalendarFeed } from '../feeds'
import { findCallForLearner, findFeedCalls, findPastCalls, findUpcomingCalls } from '../sessions'
import { recordAttendance } from '../attendance'
import { callFileName } from '@/lib/rules/calls'
import { isId } from '@/lib/rules/ids'
import { apiEndpoint, badRequest, conflict, forbidden, noContent, notFound, reply } from '@/lib/server/http'

/** GET /api/v1/calls: the learner's calls that have not ended, with the join link while it is open. */
const getCalls = apiEndpoint(operations.calls, async (req) => {
  const learner = await requireLearner(req)
  const courseId = req.searchParams.get('courseId')
  if (courseId !== null && !isId(courseId)) throw badRequest('courseId must be a course id (a UUID)', [{ field: 'courseId', message: 'Must be a UUID' }])
  return reply(operations.calls, 200, await findUpcomingCalls(req.payload, String(learner.id), { courseId: courseId ?? undefined }))
})

/** GET /api/v1/calls/past: the learner's calls that have ended, with their recordings. */
const getPastCalls = apiEndpoint(operations.pastCalls, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.pastCalls, 200, await findPastCalls(req.payload, String(learner.id)))
})

const refusals = {
  'not-found': () => notFound('No such call'),
  'not-for-you': () => forbidden('This call is for the learners of another course: enrol in it to join'),
}

/** GET /api/v1/calls/:callId/calendar: "Add to calendar". */
const getCallCalendar = apiEndpoint(operations.callCalendar, async (req) => {
  const learner = await requireLearner(req)
  const callId = req.routeParams?.callId
  const lookup = isId(callId) ? await findCallForLearner(req.payload, String(learner.id), callId) : 'not-found'
  if (typeof lookup === 'string') throw refusals[lookup]()
  return new Response(callCalendar(lookup.found), { headers: calendarHeaders(callFileName(lookup.found.startsAt)) })
})

/** POST /api/v1/calls/:callId/attendance: "Join the call" was pressed while the link is open. */
const postAttendance = apiEndpoint(operations.callAttendance, async (req) => {
  const learner = await requireLearner(req)
  const callId = req.routeParams?.callId
  const outcome = isId(callId) ? await recordAttendance(req.payload, String(learner.id), callId) : 'not-found'
  if (outcome === 'not-found' || outcome === 'not-for-you') throw refusals[outcome]()
  if (outcome === 'not-open') throw conflict('This call is not open to join: its link opens 15 minutes before the start')
  return noContent()
})

/** GET /api/v1/calls/feed: the learner's calendar feed, if any. */
const getFeed = apiEndpoint(operations.calendarFeed, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.calendarFeed, 200, await findCalendarFeed(req.payload, String(learner.id)))
})

/** POST /api/v1/calls/feed: a new feed address; the old one stops. */
const postFeed = apiEndpoint(operations.renewCalendarFeed, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.renewCalendarFeed, 201, await renewCalendarFeed(req.payload, String(learner.id)))
})

/** DELETE /api/v1/calls/feed: stop the feed. */
const deleteFeed = apiEndpoint(operations.stopCalendarFeed, async (req) => {
  const learner = await requireLearner(req)
  await stopCalendarFeed(req.payload, String(learner.id))
  return noContent()
})

/** GET /api/v1/calendar-feeds/:token: the feed itself, fetched by calendar apps without a session. */
const getFeedFile = apiEndpoint(operations.calendarFeedFile, async (req) => {
  const learnerId = await learnerOfFeedToken(req.payload, req.routeParams?.token)
  if (!learnerId) throw notFound('This calendar link was stopped or replaced. Get a new one from your calls page on Solving Tech.')
  return new Response(callsFeedCalendar(await findFeedCalls(req.payload, learnerId)), { headers: calendarHeaders(null) })
})

export const callEndpoints = [getCalls, getPastCalls, getFeed, postFeed, deleteFeed, getCallCalendar, postAttendance, getFeedFile]
