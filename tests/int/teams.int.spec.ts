import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { impactReport } from '@/domains/impact/impactReport'
import { membersStartedThisWeek, teamsReport } from '@/domains/teams'
import { ApiClient, expectFieldError, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { waitForMail } from '../support/mail'
import { createOwnCourse, learnerPassword } from '../support/factories'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'
import { staffLogin } from '../support/staffApi'

/** Teams (issue 28, point 5): the owner's invite link in every state, joining and leaving, and what the owner may see. */
type TeamView = {
  role: 'owner' | 'member' | null
  team?: { id: string; name: string; ownerName: string; seatCap: number; seatsUsed: number; courses: { id: string; title: string }[] }
  invite?: { url: string; expiresAt: string }
  members?: { name: string; sharesProgress: boolean; progress: { courses: { title: string; lessonsDone: number; lessonCount: number }[]; certificates: string[] } | null }[]
  sharesProgress?: boolean
}

const tokenOf = (view: TeamView) => new URL(view.invite!.url).pathname.split('/').pop()!
const invitePath = (token: string) => `/api/v1/team-invites/${token}`

/** A learner who owns a team, with its first link (and the courses its members learn, when given). */
const teamOwner = async (label: string, company = 'Keller Roofing', team: { courseIds?: string[] } = {}, registration: Record<string, unknown> = {}) => {
  const owner = await registeredLearner(uniqueEmail(label), { company, ...registration })
  const created = await owner.client.post<TeamView>('/api/v1/team', team)
  expect(created.status).toBe(201)
  return { ...owner, view: created.body, token: tokenOf(created.body) }
}

const expectRefused = (answer: { status: number; body: unknown }, status: number, message: string) => {
  expect(answer.status).toBe(status)
  expect((answer.body as { message: string }).message).toBe(message)
}

describe('a team', () => {
  it("is made from the account, named after the owner's company, with a 30-day link; one each", async () => {
    const { client, view } = await teamOwner('team-make')
    expect(view).toMatchObject({ role: 'owner', team: { name: 'Keller Roofing', seatCap: 50, seatsUsed: 1 }, members: [] })
    expect(view.invite!.url).toMatch(/^https?:\/\/[^/]+\/v1\/join\/[\w-]+\.[\w-]+$/)
    expect(new Date(view.invite!.expiresAt).getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    expect((await client.get<TeamView>('/api/v1/team')).body).toEqual(view)
    expectRefused(await client.post('/api/v1/team', { name: 'Another' }), 409, 'You already have a team')
    const named = await registeredLearner(uniqueEmail('team-named'))
    expect((await named.client.post<TeamView>('/api/v1/team', { name: '  Mason & Sons  ' })).body.team!.name).toBe('Mason & Sons')
    expect((await named.client.post('/api/v1/team', { name: 'x'.repeat(101) })).status).toBe(400)
    expect((await new ApiClient().post('/api/v1/team', {})).status).toBe(401)
  })

  it("draws the link as a QR code for its owner only", async () => {
    const { client } = await teamOwner('team-qr')
    const qr = await fetch(`${process.env.TEST_BASE_URL}/api/v1/team/invite.svg`, { headers: { cookie: client.cookie ?? '' } })
    expect(qr.status).toBe(200)
    expect(qr.headers.get('content-type')).toBe('image/svg+xml')
    expect(await qr.text()).toMatch(/^<svg/)
    const other = await registeredLearner(uniqueEmail('team-qr-other'))
    expect((await other.client.get('/api/v1/team/invite.svg')).status).toBe(403)
  })
})

describe('an invite link', () => {
  it('answers 200 while it works, 404 forged, 410 once replaced or expired, 409 when the team is full', async () => {
    const payload = await testPayload()
    const { client, token, view } = await teamOwner('team-invite-states')
    const anyone = new ApiClient()
    expect((await anyone.get(invitePath(token))).body).toMatchObject({ name: 'Keller Roofing', seatsUsed: 1, seatCap: 50 })

    const [value, signature] = token.split('.')
    expectRefused(await anyone.get(invitePath(`${value}.${signature.slice(0, -2)}xx`)), 404, 'This invite link is not one of ours. Check it was copied whole, or ask for it again.')
    expect((await anyone.get(invitePath('not-a-token'))).status).toBe(404)
    expect((await anyone.get(invitePath(`${Buffer.from(`${view.team!.id}:1`).toString('base64url')}.forged`))).status).toBe(404)

    const renewed = await client.post<TeamView>('/api/v1/team/invite', {})
    expect(renewed.status).toBe(200)
    const newToken = tokenOf(renewed.body)
    expect(newToken).not.toBe(token)
    expectRefused(await anyone.get(invitePath(token)), 410, 'This invite link has been replaced by a newer one. Ask the person who sent it for the new link.')
    const late = await registeredLearner(uniqueEmail('team-invite-late'))
    expect((await late.client.post(`${invitePath(token)}/join`, {})).status).toBe(410)
    expect((await anyone.get(invitePath(newToken))).status).toBe(200)

    await payload.db.drizzle.execute(sql`UPDATE teams SET invite_expires_at = now() - interval '1 minute' WHERE id = ${view.team!.id}`)
    expectRefused(await anyone.get(invitePath(newToken)), 410, 'This invite link has expired. Ask the person who sent it for a new one.')
    const fresh = tokenOf((await client.post<TeamView>('/api/v1/team/invite', {})).body)

    await payload.db.drizzle.execute(sql`UPDATE teams SET seat_cap = 2 WHERE id = ${view.team!.id}`)
    expect((await late.client.post(`${invitePath(fresh)}/join`, {})).status).toBe(200)
    const third = await registeredLearner(uniqueEmail('team-invite-full'))
    expectRefused(await third.client.post(`${invitePath(fresh)}/join`, {}), 409, 'This team is full. Ask its owner to make room.')
    expect((await anyone.get(invitePath(fresh))).status).toBe(409)
    expect((await third.client.get<TeamView>('/api/v1/team')).body).toEqual({ role: null })
  })

  it('lets no more people in than its seats, however many join at once', async () => {
    const payload = await testPayload()
    for (let round = 0; round < 3; round += 1) {
      const { token, view } = await teamOwner(`team-race-${round}`)
      await payload.db.drizzle.execute(sql`UPDATE teams SET seat_cap = 2 WHERE id = ${view.team!.id}`)
      const joiners = await Promise.all(Array.from({ length: 10 }, (_, index) => registeredLearner(uniqueEmail(`team-race-${round}-${index}`))))
      const answers = await Promise.all(joiners.map((joiner) => joiner.client.post(`${invitePath(token)}/join`, {})))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)])
      const seats = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS members FROM team_members WHERE team_id = ${view.team!.id}`)
      expect(seats.rows).toEqual([{ members: 1 }])
    }
  }, 120_000)

  it('is renewed by its owner only', async () => {
    const member = await registeredLearner(uniqueEmail('team-not-owner'))
    expectRefused(await member.client.post('/api/v1/team/invite', {}), 403, 'You do not own a team')
    expect((await new ApiClient().post('/api/v1/team/invite', {})).status).toBe(401)
  })
})

describe('joining and leaving', () => {
  it('joins once however often, one team at a time; a member leaves, the owner cannot', async () => {
    const { token, client: ownerClient } = await teamOwner('team-join')
    const member = await registeredLearner(uniqueEmail('team-member'))
    const joined = await member.client.post<TeamView>(`${invitePath(token)}/join`, { userId: member.user.id })
    expect(joined.status).toBe(200)
    // Not sharing unless asked: consent is given, never assumed.
    expect(joined.body).toMatchObject({ role: 'member', sharesProgress: false, team: { name: 'Keller Roofing', seatsUsed: 2 } })
    expect((await member.client.post<TeamView>(`${invitePath(token)}/join`, { sharesProgress: true })).body).toMatchObject({ role: 'member', sharesProgress: false })
    expect((await ownerClient.get<TeamView>('/api/v1/team')).body.members).toHaveLength(1)
    // The owner opening their own link changes nothing.
    expect((await ownerClient.post<TeamView>(`${invitePath(token)}/join`, {})).body.role).toBe('owner')

    const other = await teamOwner('team-other-owner', 'Mason Ltd')
    expectRefused(await member.client.post(`${invitePath(other.token)}/join`, {}), 409, 'You are in another team. Leave it first to join this one.')
    expectRefused(await ownerClient.post(`${invitePath(other.token)}/join`, {}), 409, 'You own a team, so you cannot join another')
    expectRefused(await member.client.post('/api/v1/team', {}), 409, 'You are in another team. Leave it first to join this one.')
    expect((await member.client.post(`${invitePath(token)}/join`, { sharesProgress: 'yes' })).status).toBe(400)
    expect((await new ApiClient().post(`${invitePath(token)}/join`, {})).status).toBe(401)

    expectRefused(await ownerClient.post('/api/v1/team/leave', {}), 409, 'You own this team, so you cannot leave it')
    expect((await member.client.post<TeamView>('/api/v1/team/leave', {})).body).toEqual({ role: null })
    expectRefused(await member.client.post('/api/v1/team/leave', {}), 409, 'You are not in a team')
    expect((await ownerClient.get<TeamView>('/api/v1/team')).body.members).toEqual([])
  })
})

describe("a team's courses", () => {
  const isEnrolled = async (client: ApiClient, courseId: string) => (await client.get<{ isEnrolled: boolean }>(`/api/v1/enrollments/${courseId}/status`)).body.isEnrolled

  it('are chosen by the owner from the free courses open now, in their order, and shown on the invite', async () => {
    const payload = await testPayload()
    const courses = await seededCourses()
    const second = await createOwnCourse(payload, 'Second team course')
    const { view, token } = await teamOwner('team-courses', 'Keller Roofing', { courseIds: [second, courses.featured.id, second] })
    expect(view.team!.courses.map((course) => course.id)).toEqual([second, courses.featured.id])
    expect((await new ApiClient().get<{ courses: { id: string }[] }>(invitePath(token))).body.courses.map((course) => course.id)).toEqual([second, courses.featured.id])

    const refused = 'Please choose courses from the list'
    const { client } = await registeredLearner(uniqueEmail('team-courses-refused'))
    for (const courseIds of [[courses.paid.id], [courses.comingSoonId], ['00000000-0000-4000-8000-000000000000'], 'all', Array.from({ length: 21 }, () => second)]) {
      expectFieldError(await client.post('/api/v1/team', { courseIds }), 'courseIds', refused)
    }
    expectFieldError(await client.post('/api/v1/team', { courseIds: ['not-an-id'] }), 'courseIds.0', refused)
    expect((await client.get<TeamView>('/api/v1/team')).body).toEqual({ role: null })
    // Made paid after it was chosen, a course is no longer one joining enrols in.
    await payload.update({ collection: 'courses', id: second, context: outsideNext, data: { isFree: false, price: 10 } })
    expect((await new ApiClient().get<{ courses: { id: string }[] }>(invitePath(token))).body.courses.map((course) => course.id)).toEqual([courses.featured.id])
  })

  it("enrol each member who joins, with the enrolment mail, and give them the owner's business answers they left unsaid", async () => {
    const payload = await testPayload()
    const courses = await seededCourses()
    const { token } = await teamOwner('team-enrols', 'Keller Roofing', { courseIds: [courses.featured.id] }, { teamSize: '2-8', trade: 'roofing', postcodeDistrict: 'CF10 1AA' })
    const email = uniqueEmail('team-enrolled')
    const member = await registeredLearner(email, { trade: 'electrician' })
    expect(await isEnrolled(member.client, courses.featured.id)).toBe(false)
    const since = Date.now()
    const joined = await member.client.post<TeamView>(`${invitePath(token)}/join`, {})
    expect(joined.status).toBe(200)
    expect(joined.body.team!.courses).toEqual([{ id: courses.featured.id, title: expect.any(String) }])
    expect(await isEnrolled(member.client, courses.featured.id)).toBe(true)
    await waitForMail(email, /You're enrolled/, since)
    // What they said stays theirs; the rest is the team's.
    expect((await member.client.get('/api/v1/account/business')).body).toMatchObject({ teamSize: '2-8', trade: 'electrician', postcodeDistrict: 'CF10', nation: 'Wales' })
    // Joining again enrols nothing twice.
    expect((await member.client.post(`${invitePath(token)}/join`, {})).status).toBe(200)
    const rows = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM enrollments WHERE user_id = ${member.user.id}`)
    expect(rows.rows).toEqual([{ n: 1 }])
  })

  it('enrol a member in nothing when the owner chose none', async () => {
    const { token } = await teamOwner('team-no-courses')
    const member = await registeredLearner(uniqueEmail('team-no-courses-member'))
    expect((await member.client.post<TeamView>(`${invitePath(token)}/join`, {})).body.team!.courses).toEqual([])
    expect((await member.client.get<unknown[]>('/api/v1/enrollments/progress')).body).toEqual([])
  })
})

describe("the owner's week", () => {
  it('counts the members who started this week (from Monday, UK time), for the owner only', async () => {
    const payload = await testPayload()
    const { token, user: owner, view } = await teamOwner('team-week')
    const now = new Date('2026-12-02T12:00:00Z')
    expect(await membersStartedThisWeek(payload, owner.id, now)).toBe(0)
    const [early, late] = await Promise.all([registeredLearner(uniqueEmail('team-week-early')), registeredLearner(uniqueEmail('team-week-late'))])
    for (const member of [early, late]) expect((await member.client.post(`${invitePath(token)}/join`, {})).status).toBe(200)
    // Sunday night and Monday morning of that week, in London (UTC in winter).
    await payload.db.drizzle.execute(sql`UPDATE team_members SET created_at = '2026-11-29T23:59:00Z' WHERE learner_id = ${early.user.id}`)
    await payload.db.drizzle.execute(sql`UPDATE team_members SET created_at = '2026-11-30T00:01:00Z' WHERE learner_id = ${late.user.id}`)
    expect(await membersStartedThisWeek(payload, owner.id, now)).toBe(1)
    expect(await membersStartedThisWeek(payload, early.user.id, now)).toBeNull()
    expect(view.team!.seatsUsed).toBe(1)
  })
})

describe('what the owner sees', () => {
  it("is a sharing member's courses, lessons and certificates, and only the name of one who does not share", async () => {
    const payload = await testPayload()
    const courseId = await createOwnCourse(payload, 'Team course')
    const [lesson] = (await payload.find({ collection: 'lessons', where: { course: { equals: courseId } }, limit: 1 })).docs
    const { token, client: ownerClient } = await teamOwner('team-progress')
    const sharing = await registeredLearner(uniqueEmail('team-sharing'), { firstName: 'Sam', lastName: 'Sharer' })
    const private_ = await registeredLearner(uniqueEmail('team-private'), { firstName: 'Pat', lastName: 'Private' })
    expect((await sharing.client.post(`${invitePath(token)}/join`, { sharesProgress: true })).status).toBe(200)
    expect((await private_.client.post(`${invitePath(token)}/join`, {})).status).toBe(200)
    for (const member of [sharing, private_]) {
      expect((await member.client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
      expect((await member.client.post(`/api/v1/lessons/${lesson.id}/complete`, {})).status).toBe(200)
    }
    const seen = async () => Object.fromEntries(((await ownerClient.get<TeamView>('/api/v1/team')).body.members ?? []).map((member) => [member.name, member]))
    const members = await seen()
    expect(members['Sam Sharer'].progress!.courses).toContainEqual({ title: expect.stringMatching(/^Team course/), lessonsDone: 1, lessonCount: 1 })
    expect(members['Sam Sharer'].progress!.certificates).toEqual([expect.stringMatching(/^Team course/)])
    expect(members['Pat Private']).toEqual({ name: 'Pat Private', joinedAt: expect.any(String), sharesProgress: false, progress: null })
    expect(JSON.stringify(await ownerClient.get('/api/v1/team'))).not.toMatch(/Pat Private[^}]*Team course/)

    // The choice is the member's, changed at any time.
    expect((await private_.client.put<TeamView>('/api/v1/team/sharing', { sharesProgress: true })).body).toMatchObject({ sharesProgress: true })
    expect((await seen())['Pat Private'].progress!.courses).toHaveLength(1)
    expect((await private_.client.put('/api/v1/team/sharing', { sharesProgress: false })).status).toBe(200)
    expect((await seen())['Pat Private'].progress).toBeNull()
    expect((await private_.client.put('/api/v1/team/sharing', {})).status).toBe(400)
    expectRefused(await ownerClient.put('/api/v1/team/sharing', { sharesProgress: true }), 409, 'You are not in a team')
  })
})

describe('the impact report', () => {
  it('counts a team once among the businesses, whoever in it answered', async () => {
    const payload = await testPayload()
    const courseId = await createOwnCourse(payload, 'Team impact course')
    const { token, client: ownerClient } = await teamOwner('team-impact')
    const member = await registeredLearner(uniqueEmail('team-impact-member'))
    const loner = await registeredLearner(uniqueEmail('team-impact-loner'))
    expect((await member.client.post(`${invitePath(token)}/join`, {})).status).toBe(200)
    const answers = { professionalism: 2, comparingTools: 2, rollingOut: 2, improving: 2, newWays: 2, adminHours: 5, softwareSpend: 50 }
    for (const client of [ownerClient, member.client, loner.client]) {
      expect((await client.post(`/api/v1/courses/${courseId}/enroll`, {})).status).toBe(201)
      expect((await client.post(`/api/v1/courses/${courseId}/checks/baseline`, answers)).status).toBe(200)
    }
    expect((await impactReport(payload, { courseId })).counts).toMatchObject({ baseline: 3, businesses: 2 })
  })
})

describe("staff's report by firm", () => {
  it('lists each team with its people, who shares, and its certificates, for staff only', async () => {
    const payload = await testPayload()
    const { token, view } = await teamOwner('team-report', 'Report Roofing')
    const member = await registeredLearner(uniqueEmail('team-report-member'))
    expect((await member.client.post(`${invitePath(token)}/join`, { sharesProgress: false })).status).toBe(200)
    expect((await teamsReport(payload)).find((team) => team.id === view.team!.id)).toMatchObject({ name: 'Report Roofing', people: 2, seatCap: 50, sharing: 0, certificates: 0 })
    const asStaff = await fetch(`${process.env.TEST_BASE_URL}/admin/reports/teams`, { headers: { Authorization: `JWT ${await staffLogin()}` } })
    expect(asStaff.status).toBe(200)
    expect(await asStaff.text()).toContain('Report Roofing')
    const asLearner = await fetch(`${process.env.TEST_BASE_URL}/admin/reports/teams`, { headers: { cookie: member.client.cookie ?? '' } })
    expect(await asLearner.text()).not.toContain('Report Roofing')
  })
})

describe('a closed account', () => {
  it("takes its owner's team with it, and its member out of theirs", async () => {
    const { token, client: ownerClient, view } = await teamOwner('team-closed')
    const member = await registeredLearner(uniqueEmail('team-closed-member'))
    expect((await member.client.post(`${invitePath(token)}/join`, {})).status).toBe(200)
    expect((await ownerClient.post('/api/v1/account/close', { currentPassword: learnerPassword })).status).toBe(200)
    expect((await member.client.get<TeamView>('/api/v1/team')).body).toEqual({ role: null })
    expect((await new ApiClient().get(invitePath(token))).status).toBe(404)
    const rows = await (await testPayload()).db.drizzle.execute(sql`SELECT id FROM teams WHERE id = ${view.team!.id}`)
    expect(rows.rows).toEqual([])
  })
})
