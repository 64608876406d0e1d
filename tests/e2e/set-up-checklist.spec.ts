import { expect, test, type Page } from '@playwright/test'
import PDFDocument from 'pdfkit'

import { expectNoAxeViolations } from '../support/browser'
import { startExtraServer } from '../support/extraServer'
import { freshDatabaseWithoutContent } from '../support/freshDatabase'
import { staffCreate, staffLogin, staffUpdateGlobal } from '../support/staffApi'
import { saveProgrammeState, signInToAdmin } from '../support/staffBrowser'

const staff = { email: process.env.SEED_ADMIN_EMAIL ?? '', password: process.env.SEED_ADMIN_PASSWORD ?? '' }
const day = 24 * 3_600_000

/** The checklist's items, by the title staff read. */
const titles = {
  launch: 'The launch on the landing page is not in the past',
  whatsapp: "The WhatsApp group's invite link",
  calls: 'A call in the next 14 days',
  mentoring: 'Mentoring times learners can book in the next 4 weeks',
  comments: 'At least 3 saved coach comments',
  workbook: 'The workbook PDF uploaded',
} as const
type Item = keyof typeof titles

/** A small real PDF, as staff would upload the workbook. */
const workbookPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument()
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.text('The Solving Tech workbook')
    doc.end()
  })

const checklist = (page: Page) => page.getByRole('region', { name: 'Set-up checklist' })
const item = (page: Page, key: Item) => checklist(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: titles[key], exact: true }) })

/** The admin home again, and each item's state as staff read it: "To do" (red) or "Done" (green). */
const expectChecklist = async (page: Page, done: Item[]) => {
  await page.goto('/admin')
  const doneCount = done.length
  await expect(checklist(page).getByText(`${doneCount} of 6 done`)).toBeVisible()
  for (const key of Object.keys(titles) as Item[]) {
    const isDone = done.includes(key)
    await expect(item(page, key).getByText(isDone ? 'Done' : 'To do', { exact: true }), `${key} ${isDone ? 'done' : 'to do'}`).toBeVisible()
    await expect(item(page, key)).toHaveClass(new RegExp(`set-up-checklist__item--${isDone ? 'done' : 'to-do'}`))
    // Green when done, red to do: the colour of the item's edge, beside its word.
    const [red, green] = (await item(page, key).evaluate((element) => getComputedStyle(element).borderLeftColor)).match(/\d+/g)!.map(Number)
    expect(isDone ? green > red : red > green, `${key}'s colour`).toBe(true)
  }
}

/**
 * A fresh install (a production database: no sample content, only the first staff account) promises learners a
 * WhatsApp group, calls, mentoring, coach replies and a workbook that are not there yet. The admin home's set-up
 * checklist shows each in red until staff have done it, then green, item by item; its links lead to where to do it.
 */
test('the set-up checklist is red on a fresh install and turns green item by item as staff do each thing', async ({ browser }) => {
  test.setTimeout(600_000)
  const database = await freshDatabaseWithoutContent('e2e_setup')
  const server = await startExtraServer({ DATABASE_URL: database.url }, { ownPublicUrl: true })
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    await signInToAdmin(page, staff)
    await expectChecklist(page, [])
    await expect(item(page, 'launch')).toContainText('"coming soon" without a month')
    await expect(item(page, 'whatsapp')).toContainText('Not set')
    await expect(item(page, 'comments')).toContainText('0 saved so far')
    const box = (await checklist(page).boundingBox())!
    console.info(`[measured] the checklist starts ${Math.round(box.y)} px down the admin home at 360 × 740`)
    await expectNoAxeViolations(page, '.set-up-checklist')

    // The group's link, in the admin, from the checklist's own link.
    await item(page, 'whatsapp').getByRole('link', { name: 'Set the group link' }).click()
    await expect(page).toHaveURL(/\/admin\/globals\/community$/)
    await page.getByLabel('WhatsApp group invite link').fill('https://chat.whatsapp.com/FreshInstallGroup1')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully/i)).toBeVisible()
    await expectChecklist(page, ['whatsapp'])

    // The landing copy a new site needs, then "Open now" in the admin.
    const token = await staffLogin(server.baseUrl)
    await staffUpdateGlobal(
      token,
      'landing',
      {
        hero: { title: 'Solving Tech for Small Builders', subtitle: 'A free online programme.' },
        problem: { heading: 'The Problem' },
        solution: { heading: 'The Solution' },
        results: { heading: 'Results from the pilot' },
        about: { heading: 'About the programme' },
        closingCta: { heading: 'Start solving.', buttonLabel: 'Sign up' },
        signup: { heading: 'Join the free programme', thankYouMessage: 'You are on the list!' },
        footer: { fundingStatement: 'Funded by the levy impact fund.' },
      },
      server.baseUrl,
    )
    await expectChecklist(page, ['whatsapp'])
    await item(page, 'launch').getByRole('link', { name: 'Set the programme state' }).click()
    await expect(page).toHaveURL(/\/admin\/globals\/landing$/)
    await saveProgrammeState(page, 'Open now')
    await expectChecklist(page, ['launch', 'whatsapp'])

    // A call in three days, for the whole programme.
    await staffCreate(token, 'live-sessions', { title: 'Fortnightly call', durationMinutes: 60, joinUrl: 'https://meet.example.org/fresh', startsAt: new Date(Date.now() + 3 * day).toISOString() }, server.baseUrl)
    await expectChecklist(page, ['launch', 'whatsapp', 'calls'])
    // In the Calls list, a call for everyone says so: "Whole programme", never Payload's "<No Course>".
    await page.goto('/admin/collections/live-sessions')
    const callRow = page.getByRole('row').filter({ hasText: 'Fortnightly call' })
    await expect(callRow.getByText('Whole programme', { exact: true })).toBeAttached()
    await expect(page.getByText('<No Course>')).toHaveCount(0)

    // A mentor's time next week.
    const mentor = await staffCreate<{ id: string }>(token, 'people', { name: 'Pat Mentor', title: 'Mentor', biography: 'Twenty years on site.' }, server.baseUrl)
    await staffCreate(
      token,
      'mentoring-slots',
      { mentor: mentor.id, startsAt: new Date(Date.now() + 7 * day).toISOString(), durationMinutes: 30, how: 'phone' },
      server.baseUrl,
    )
    await expectChecklist(page, ['launch', 'whatsapp', 'calls', 'mentoring'])

    // Saved comments: two are not yet three.
    for (const label of ['Looks good', 'Have another go']) await staffCreate(token, 'coach-comments', { label, text: `${label}: well done.` }, server.baseUrl)
    await expectChecklist(page, ['launch', 'whatsapp', 'calls', 'mentoring'])
    await expect(item(page, 'comments')).toContainText('2 saved so far')
    await staffCreate(token, 'coach-comments', { label: 'Bring it to the call', text: 'Bring it to the next call.' }, server.baseUrl)
    await expectChecklist(page, ['launch', 'whatsapp', 'calls', 'mentoring', 'comments'])

    // The workbook, a PDF for a published course.
    const course = await staffCreate<{ id: string }>(
      token,
      'courses',
      { title: 'Solving Tech for Small Builders', summary: 'Summary', description: 'Description', isPublished: true, isFree: true, status: 'available' },
      server.baseUrl,
    )
    const upload = new FormData()
    upload.append('file', new Blob([new Uint8Array(await workbookPdf())], { type: 'application/pdf' }), 'workbook.pdf')
    upload.append('_payload', JSON.stringify({ title: 'The workbook (PDF)', course: course.id }))
    const uploaded = await fetch(`${server.baseUrl}/api/workbook-resources`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: upload })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)

    await page.goto('/admin')
    await expect(checklist(page).getByText('All 6 done: what the site promises learners is in place.')).toBeVisible()
    await expect(checklist(page).getByRole('listitem')).toHaveCount(0)
    await expectNoAxeViolations(page, '.set-up-checklist')
  } finally {
    await context.close()
    await server.stop()
    await database.drop()
  }
})
