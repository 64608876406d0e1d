import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations, expectNoHorizontalScroll, signUpLearner } from '../support/browser'
import { courseByTitle, featuredCourseTitle } from '../support/courses'
import { exclusively } from '../support/exclusive'
import { queryOn } from '../support/freshDatabase'
import { staffCreate, staffLogin, staffUpdate, staffUpdateGlobal } from '../support/staffApi'

type ActionState = { prompts: { id: string; kind: string }[] }
type Booking = { id: string; startsAt: string }

const day = 24 * 3_600_000
const groupLink = 'https://chat.whatsapp.com/WhatsNextTestGroup1'

/** The staff reply to the learner's answer to a lesson's action, as a coach saves it in the admin. */
const coachReplies = async (token: string, learnerId: string, lessonId: string, reply: string) => {
  const query = new URLSearchParams({ 'where[learner][equals]': learnerId, 'where[lesson][equals]': lessonId, depth: '0' })
  const found = (await (await fetch(`${process.env.TEST_BASE_URL}/api/workbook-answers?${query}`, { headers: { Authorization: `JWT ${token}` } })).json()) as { docs: { id: string }[] }
  await staffUpdate(token, 'workbook-answers', found.docs[0].id, { coachReply: reply, verdict: 'anotherGo' })
}

/** Two video times of a mentor of this test's own (so no other test books them), two and nine days from now. */
const mentorTimes = async (token: string) => {
  const mentor = await staffCreate<{ id: string }>(token, 'people', { name: `Mentor ${Date.now()}`, title: 'Mentor', biography: 'Runs a building firm.' })
  const startAt = (days: number) => new Date(Math.ceil((Date.now() + days * day) / 3_600_000) * 3_600_000).toISOString()
  const slot = (days: number) =>
    staffCreate<{ id: string }>(token, 'mentoring-slots', { mentor: mentor.id, startsAt: startAt(days), durationMinutes: 30, how: 'video', videoUrl: 'https://meet.example.org/whats-next' })
  return { mentorId: mentor.id, earlier: await slot(2), later: await slot(9) }
}

const whatsNext = (page: Page) => page.getByRole('region', { name: "What's next" })

/**
 * A returning learner looks at the dashboard for what is next (issue 41, point 7): the coach's reply to their workbook
 * answer, which opens in place, the next mentoring call with what they agreed with their mentor last time, and the
 * WhatsApp group, or, while staff have set no link, when and where it will come.
 */
test("the dashboard on a phone shows the coach's reply in place, the next mentoring call and its agreed actions, and the group", async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const token = await staffLogin()
  const featured = await courseByTitle(page.request, featuredCourseTitle)
  const learner = await signUpLearner(page)
  expect((await page.request.post(`/api/v1/courses/${featured.id}/enroll`, { data: {} })).ok()).toBe(true)

  // Lesson 1's action, sent to the coach, who says to have another go.
  const lesson = featured.lessons[0]
  const { prompts } = (await (await page.request.get(`/api/v1/lessons/${lesson.id}/action`)).json()) as ActionState
  const textPrompt = prompts.find((prompt) => prompt.kind === 'shortText')!
  const sent = await page.request.post(`/api/v1/lessons/${lesson.id}/action/answer`, {
    data: { clientId: crypto.randomUUID(), answers: [{ promptId: textPrompt.id, text: 'Quoting in the evenings' }] },
  })
  expect(sent.ok()).toBe(true)
  await coachReplies(token, learner.id, lesson.id, 'Good start. Now time your next three quotes and tell me which took longest.')

  // Two mentoring calls booked: the first has been (the mentor wrote what they agreed), the second is next.
  const { earlier, later } = await mentorTimes(token)
  const book = async (slotId: string) =>
    (await (await page.request.post('/api/v1/mentoring/bookings', { data: { slotId, courseId: featured.id, topic: 'Quoting apps' } })).json()) as Booking
  const first = await book(earlier.id)
  const next = await book(later.id)
  // The first call is moved into the past, as if it had been held a week ago.
  await queryOn(process.env.DATABASE_URL ?? '', `UPDATE mentoring_bookings SET starts_at = now() - interval '7 days' WHERE id = $1`, [first.id])
  await staffUpdate(token, 'mentoring-bookings', first.id, { status: 'attended', agreedActions: 'Try one quoting app for two weeks.\nPrice book by Friday.' })

  await exclusively('whatsapp-group-link', async () => {
    try {
      await staffUpdateGlobal(token, 'community', { whatsAppGroupLink: null })
      await page.goto('/v1/dashboard')
      const next3 = whatsNext(page)
      await expect(next3).toBeVisible()
      const nextBox = (await next3.boundingBox())!
      console.info(`[measured] "What's next" starts ${Math.round(nextBox.y)} px down the dashboard at 360 × 740`)
      // It comes first, under the greeting: on the phone's first screen with room to read.
      expect(nextBox.y).toBeLessThan(370)

      // The coach's reply opens in place: no page change, the words under the card.
      const reply = next3.getByRole('listitem').filter({ hasText: 'Your coach replied on lesson 1' })
      await expect(reply.getByRole('heading', { name: 'Your coach replied on lesson 1' })).toBeVisible()
      await expect(reply.getByText('Have another go', { exact: true })).toBeVisible()
      const words = reply.getByText('Good start. Now time your next three quotes')
      await expect(words).toBeHidden()
      const read = reply.getByRole('button', { name: 'Read the reply' })
      await expect(async () => {
        if ((await read.getAttribute('aria-expanded')) !== 'true') await read.click()
        await expect(words).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await expect(page).toHaveURL(/\/v1\/dashboard$/)
      await expect(reply.getByRole('button', { name: 'Hide the reply' })).toHaveAttribute('aria-expanded', 'true')
      await expect(reply.getByRole('link', { name: /^Have another go\W+lesson 1$/ })).toHaveAttribute('href', `/v1/lessons/${lesson.id}#your-action`)

      // The next mentoring call, and what was agreed at the last one.
      const mentoring = next3.getByRole('region', { name: 'Your next mentoring call' })
      await expect(mentoring.locator('time')).toHaveAttribute('datetime', next.startsAt)
      await expect(mentoring.getByRole('link', { name: /Join the video call/ })).toHaveAttribute('href', 'https://meet.example.org/whats-next')
      await expect(mentoring.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/v1/mentoring/bookings/${next.id}/calendar`)
      await expect(mentoring.getByText('Try one quoting app for two weeks.')).toBeVisible()
      await expect(mentoring.getByText('Price book by Friday.')).toBeVisible()

      // No group link yet: when and where it will come.
      const group = next3.getByRole('region', { name: "The programme's WhatsApp group" })
      await expect(group).toContainText('Its invite link is not ready yet. As soon as the group opens, the link will be on your dashboard and your course pages.')
      await expect(group.getByRole('link')).toHaveCount(0)
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)

      // Staff set the link: the group's button is there.
      await staffUpdateGlobal(token, 'community', { whatsAppGroupLink: groupLink })
      await page.reload()
      await expect(group.getByRole('link', { name: /Join the WhatsApp group/ })).toHaveAttribute('href', groupLink)
      await expect(group).toContainText('Joining shows your phone number')
      await expectNoAxeViolations(page)
    } finally {
      await staffUpdateGlobal(token, 'community', { whatsAppGroupLink: null })
    }
  })
})
