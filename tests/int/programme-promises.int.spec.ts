import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Landing } from '@/payload-types'
import { ApiClient, registeredLearner } from '../support/apiClient'
import { seededCourses } from '../support/catalogue'
import { waitForMail } from '../support/mail'
import { readMessage } from '../support/mailMessage'
import { pageText } from '../support/pageText'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin, staffUpdate, staffUpdateGlobal } from '../support/staffApi'
import { paidCourseTitle } from '../support/seedData'
import { testEnv } from '../support/testEnv'

/**
 * Promises true on a fresh install (issue 41, point 8): the waiting list's text and its confirmation mail promise only
 * what the mail carries, and name the launch as the staff setting says; "Upgrade Membership" shows only when there is
 * something to upgrade to.
 */
let staffToken: string
let landing: Landing

beforeAll(async () => {
  staffToken = await staffLogin()
  landing = (await (await fetch(`${testEnv().baseUrl}/api/globals/landing?depth=0`, { headers: { Authorization: `JWT ${staffToken}` } })).json()) as Landing
})

afterAll(async () => {
  if (landing) await staffUpdateGlobal(staffToken, 'landing', { programme: landing.programme })
})

const setProgramme = (programme: Landing['programme']) => staffUpdateGlobal(staffToken, 'landing', { programme })

/** What the landing page's waiting-list section says, as a visitor reads it. */
const signupSectionText = async (): Promise<string> => {
  const html = await (await fetch(`${testEnv().baseUrl}/`)).text()
  const section = /<section id="signup"[\s\S]*?<\/section>/.exec(html)?.[0]
  expect(section, 'the waiting-list section').toBeDefined()
  return pageText(section!)
}

/** Joins the waiting list and returns the confirmation mail as the person reads it, and as sent. */
const joinAndRead = async () => {
  const email = uniqueEmail('promise-join')
  const since = Date.now()
  const joined = await new ApiClient().post('/api/program-signup', { name: 'Robin Joiner', email, teamSize: '2-8', consent: true })
  expect(joined.status).toBe(201)
  const captured = await waitForMail(email, /Confirm my place/, since)
  return { mail: readMessage(captured), raw: captured.raw }
}

/** Nothing the mail does not carry: no workbook, no group, no attachment. */
const promisesNothingUnsent = (text: string) => {
  expect(text).not.toMatch(/workbook/i)
  expect(text).not.toMatch(/whatsapp/i)
}

describe('the waiting list promises only what it sends', () => {
  it('while coming soon: the text and the mail name the launch month staff set, and the mail carries the link it promises', async () => {
    await setProgramme({ state: 'coming-soon', launchMonth: '2031-03-01T12:00:00.000Z' })
    const section = await signupSectionText()
    expect(section).toContain('The course launches in March 2031.')
    expect(section).toContain('we will email you a link to confirm your place')
    promisesNothingUnsent(section)
    expect(section).not.toContain('September')

    const { mail, raw } = await joinAndRead()
    expect(mail.body).toContain('The course launches in March 2031. We will email you before it starts.')
    expect(mail.body).toMatch(/\/waiting-list\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)
    promisesNothingUnsent(mail.body)
    expect(raw).not.toMatch(/Content-Disposition: attachment/i)
  })

  it('with no month: "coming soon", never a month staff did not give', async () => {
    await setProgramme({ state: 'coming-soon', launchMonth: null })
    expect(await signupSectionText()).toContain('The course is coming soon.')
    const { mail } = await joinAndRead()
    expect(mail.body).toContain('The course is coming soon. We will email you before it starts.')
    expect(mail.body).not.toMatch(/launches in/)
  })

  it("once the launch month has passed, the landing page still names it and the staff home warns, in the set-up checklist", async () => {
    await setProgramme({ state: 'coming-soon', launchMonth: '2020-09-01T12:00:00.000Z' })
    expect(await signupSectionText()).toContain('The course launches in September 2020.')
    const home = await fetch(`${testEnv().baseUrl}/admin`, { headers: { Authorization: `JWT ${staffToken}` } })
    expect(home.status).toBe(200)
    const checklist = pageText(/<section class="set-up-checklist"[\s\S]*?<\/section>/.exec(await home.text())?.[0] ?? '')
    expect(checklist).toContain('To do The launch on the landing page is not in the past')
    expect(checklist).toContain('The landing page still says the course launches in September 2020, which has passed. Set it open now, or give a new launch month.')
  })

  it('while open: the text and the mail say it is open now', async () => {
    await setProgramme({ state: 'open', launchMonth: '2020-09-01T12:00:00.000Z' })
    const section = await signupSectionText()
    expect(section).toContain('The course is open now: start today, at your own pace.')
    expect(section).toContain('Start now')
    expect(section).not.toMatch(/launches in/)
    const { mail } = await joinAndRead()
    expect(mail.body).toContain('The course is open now: start today, at your own pace. We will email you news of the programme.')
    expect(mail.body).not.toMatch(/launches in|before it starts/)
    promisesNothingUnsent(mail.body)
  })
})

describe('the paid course beside the free programme', () => {
  it('reads as a paid course, not part of the free programme, on its card and its page; and no page says "no upsells"', async () => {
    const { paid } = await seededCourses()
    const catalogue = pageText(await (await fetch(`${testEnv().baseUrl}/v1/courses`)).text())
    expect(catalogue).toMatch(new RegExp(`${paidCourseTitle}.*A paid course, not part of the free programme\\.`))
    expect(catalogue).not.toContain('All free.')
    const coursePage = pageText(await (await fetch(`${testEnv().baseUrl}/v1/courses/${paid.id}`)).text())
    expect(coursePage).toContain('£49.00')
    expect(coursePage).toContain('A paid course, not part of the free programme.')
    for (const path of ['/', '/v1', '/v1/mission']) expect(await (await fetch(`${testEnv().baseUrl}${path}`)).text(), path).not.toMatch(/upsell/i)
  })
})

describe('"Upgrade Membership"', () => {
  const accountPage = async (client: ApiClient) => {
    const page = await client.get('/v1/account')
    expect(page.status).toBe(200)
    return page.text
  }

  it('shows to a free learner while a paid course is locked to them, and not once their plan or their enrolments open every one', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('upgrade-rule'))
    expect(await accountPage(client)).toContain('Upgrade Membership')

    // Every paid course opened to them (access granted stands for payment): nothing left to upgrade to.
    const payload = await testPayload()
    const paid = await payload.db.drizzle.execute(sql`SELECT id FROM courses WHERE is_published AND status = 'available' AND NOT is_free`)
    expect(paid.rows.length).toBeGreaterThan(0)
    for (const { id } of paid.rows as { id: string }[]) {
      expect((await client.post(`/api/v1/courses/${id}/access-request`, {})).status).toBe(201)
      const [request] = (
        await payload.db.drizzle.execute(sql`SELECT id FROM access_requests WHERE learner_id = ${user.id} AND course_id = ${id}`)
      ).rows as { id: string }[]
      await staffUpdate(staffToken, 'access-requests', String(request.id), { status: 'granted' })
    }
    const opened = await accountPage(client)
    expect(opened).not.toContain('Upgrade Membership')
    expect(opened).toContain('Access to free courses and basic features')

    // A pro member has everything already, whatever is locked to their enrolments.
    const { client: member, user: memberUser } = await registeredLearner(uniqueEmail('upgrade-rule-pro'))
    await staffUpdate(staffToken, 'course-users', memberUser.id, { membershipTier: 'pro' })
    expect(await accountPage(member)).not.toContain('Upgrade Membership')
    // Expired, it is a plan to renew: the button is back.
    await staffUpdate(staffToken, 'course-users', memberUser.id, { membershipExpiresAt: '2020-01-01T00:00:00.000Z' })
    expect(await accountPage(member)).toContain('Upgrade Membership')
  })

  it('says what paid plans are for, and no longer that every course is free', async () => {
    const { client } = await registeredLearner(uniqueEmail('upgrade-words'))
    const answer = await client.post<{ message: string }>('/api/v1/account/upgrade-interest', {})
    expect(answer.body.message).toContain('Paid plans, which open the paid courses, are not on sale yet')
    expect(answer.body.message).not.toContain('Every course in the programme is free')
  })
})
