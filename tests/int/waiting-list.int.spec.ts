import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { confirmEntry, entryToken, setEntryMail } from '@/domains/waitingList'
import { unsubscribeToken } from '@/domains/mail/unsubscribeToken'
import { waitingListConsentWording } from '@/lib/validation/waitingListConsent'
import { ApiClient } from '../support/apiClient'
import { mailsTo, waitForMail } from '../support/mail'
import { readMessage } from '../support/mailMessage'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin } from '../support/staffApi'
import { testEnv } from '../support/testEnv'

/**
 * The waiting list answers the person who joins: a confirmation mail with the link to their own entry (confirm, change,
 * remove), what they agreed to kept as they agreed to it, a repeat signup that changes nothing but mails the owner
 * their link, and staff announcements that go once, only to confirmed people, with one-click unsubscribe.
 */
let staffToken: string

beforeAll(async () => {
  staffToken = await staffLogin()
})

const join = (email: string, overrides: Record<string, unknown> = {}) =>
  new ApiClient().post('/api/program-signup', { name: 'Robin Joiner', email, company: 'Joiner & Sons', teamSize: '2-8', consent: true, ...overrides })

const storedEntry = async (email: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, name, company, team_size, consent_wording, consented_at, consent_address, confirmed_at, unsubscribed_at
    FROM program_signups WHERE email = ${email}`)
  return result.rows[0] as Record<string, unknown> | undefined
}

const deliveries = async (email: string) => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT kind, status, event_key FROM mail_deliveries WHERE "to" = ${email} ORDER BY created_at`)
  return result.rows as { kind: string; status: string; event_key: string }[]
}

const entryPageOf = (text: string) => text.match(/https?:\/\/[^\s\]>"]+\/waiting-list\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)?.[0]

const asStaff = (path: string, init: RequestInit = {}) =>
  fetch(`${testEnv().baseUrl}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}`, ...init.headers } })

const newAnnouncement = async (subject: string) => {
  const response = await asStaff('/api/waiting-list-announcements', {
    method: 'POST',
    body: JSON.stringify({ subject, message: 'The programme is open.\n\nStart with the first lesson this week.' }),
  })
  expect(response.status).toBe(201)
  return String(((await response.json()) as { doc: { id: string } }).doc.id)
}

const sendAnnouncement = (id: string) => asStaff(`/api/waiting-list-announcements/${id}/send`, { method: 'POST', body: '{}' })

describe('joining the waiting list', () => {
  it('mails the person a confirmation, in HTML and text, with the link to their own entry', async () => {
    const since = Date.now()
    const email = uniqueEmail('join')
    const joined = await join(email)
    expect(joined.status).toBe(201)
    expect(joined.body.message).toContain('emailed you a link to confirm your place')

    const mail = readMessage(await waitForMail(email, /Confirm my place/, since))
    expect(mail.subject).toBe('Confirm your place on the Solving Tech waiting list')
    expect(mail.contentTypes).toEqual(expect.arrayContaining(['text/plain', 'text/html']))
    const page = entryPageOf(mail.body)
    expect(page).toBe(`${testEnv().baseUrl}/waiting-list/${entryToken(String(joined.body.id))}`)

    const opened = await fetch(page!)
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(html).toContain(email)
    expect(html).toContain('Confirm my place')
    // Opening the link changes nothing: mail scanners open links too.
    expect((await storedEntry(email))?.confirmed_at).toBeNull()
  })

  it('keeps what the person agreed to: the wording the form showed, when, and from which address', async () => {
    const email = uniqueEmail('consent')
    const before = Date.now()
    await join(email)
    const entry = await storedEntry(email)
    expect(entry?.consent_wording).toBe(waitingListConsentWording)
    expect(new Date(entry?.consented_at as string).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(String(entry?.consent_address)).toMatch(/\d|:/)
  })

  it('never lets a repeat signup change the entry; it mails the owner their link instead, at most once an hour', async () => {
    const email = uniqueEmail('repeat')
    const since = Date.now()
    await join(email)
    await waitForMail(email, /Confirm my place/, since)
    await join(email, { name: 'Someone Else', company: 'Other Ltd', teamSize: 'sole-trader' })
    await join(email, { name: 'Someone Else Again' })

    expect(await storedEntry(email)).toMatchObject({ name: 'Robin Joiner', company: 'Joiner & Sons', team_size: '2-8' })
    const kinds = (await deliveries(email)).map((delivery) => delivery.event_key.split(':')[0])
    expect(kinds).toEqual(['waiting-list-confirmation', 'waiting-list-link'])
    await expect.poll(() => mailsTo(email, since).length).toBe(2)
  })

  it('once confirmed, a repeat signup mails the owner that nothing changed, with their link', async () => {
    const email = uniqueEmail('repeat-confirmed')
    const joined = await join(email)
    await confirmEntry(await testPayload(), String(joined.body.id))
    const since = Date.now()
    await join(email, { name: 'Not The Owner' })
    const mail = readMessage(await waitForMail(email, /Open my entry/, since))
    expect(mail.subject).toBe('Your place on the Solving Tech waiting list')
    expect(mail.body).toContain('nothing has changed')
    expect(entryPageOf(mail.body)).toContain(entryToken(String(joined.body.id)))
  })

  it('has no entry page for a made-up token, or a token made for something else', async () => {
    expect((await fetch(`${testEnv().baseUrl}/waiting-list/made-up.token`)).status).toBe(404)
    const otherPurpose = unsubscribeToken({ learnerId: '00000000-0000-4000-8000-000000000000', topic: 'reminders' })
    expect((await fetch(`${testEnv().baseUrl}/waiting-list/${otherPurpose}`)).status).toBe(404)
  })
})

describe('announcements to the waiting list', () => {
  it('go once, through the queue, to confirmed people who did not unsubscribe, with one-click unsubscribe', async () => {
    const payload = await testPayload()
    const [confirmed, unconfirmed, unsubscribed] = [uniqueEmail('ann-confirmed'), uniqueEmail('ann-unconfirmed'), uniqueEmail('ann-unsubscribed')]
    const ids: Record<string, string> = {}
    for (const email of [confirmed, unconfirmed, unsubscribed]) ids[email] = String((await join(email, { name: 'Alex Announce' })).body.id)
    await confirmEntry(payload, ids[confirmed])
    await confirmEntry(payload, ids[unsubscribed])
    await setEntryMail(payload, ids[unsubscribed], false)

    const subject = `Solving Tech is open ${Date.now()}`
    const id = await newAnnouncement(subject)
    const since = Date.now()
    const sent = await sendAnnouncement(id)
    expect(sent.status).toBe(200)
    expect(((await sent.json()) as { recipients: number }).recipients).toBeGreaterThanOrEqual(1)

    const mail = readMessage(await waitForMail(confirmed, new RegExp(subject), since))
    expect(mail.subject).toBe(subject)
    expect(mail.body).toContain('Hello Alex')
    expect(mail.body).toContain('Start with the first lesson this week.')
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.oneClickUnsubscribe).toBe(`${testEnv().baseUrl}/api/v1/waiting-list/unsubscribe/${entryToken(ids[confirmed])}`)
    expect(entryPageOf(mail.body)).toContain(entryToken(ids[confirmed]))
    expect(mailsTo(unconfirmed, since).filter((each) => each.raw.includes(subject))).toEqual([])
    expect(mailsTo(unsubscribed, since).filter((each) => each.raw.includes(subject))).toEqual([])

    // Twice is refused, and nobody gets a second copy.
    const again = await sendAnnouncement(id)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { message: string }).message).toContain('already sent')
    expect((await deliveries(confirmed)).filter((delivery) => delivery.kind === 'waitingListAnnouncement')).toHaveLength(1)
    // A sent announcement is the record of what went out: staff can no longer change or delete it.
    expect((await asStaff(`/api/waiting-list-announcements/${id}`, { method: 'PATCH', body: JSON.stringify({ subject: 'Changed' }) })).status).toBe(403)
    expect((await asStaff(`/api/waiting-list-announcements/${id}`, { method: 'DELETE' })).status).toBe(403)

    // The mail app's one-click unsubscribe stops the next announcement, and keeps the place on the list.
    const unsubscribe = await fetch(mail.oneClickUnsubscribe!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribe.status).toBe(200)
    expect((await storedEntry(confirmed))?.unsubscribed_at).not.toBeNull()
    const next = await newAnnouncement(`Second news ${Date.now()}`)
    expect((await sendAnnouncement(next)).status).toBe(200)
    expect((await deliveries(confirmed)).filter((delivery) => delivery.kind === 'waitingListAnnouncement')).toHaveLength(1)
  })

  it('are sent by staff only, and each sending is in the audit trail', async () => {
    const id = await newAnnouncement(`Audited ${Date.now()}`)
    const anonymous = new ApiClient()
    expect((await anonymous.post(`/api/waiting-list-announcements/${id}/send`, {})).status).toBe(401)
    expect((await anonymous.call('GET', '/api/waiting-list-announcements/recipients')).status).toBe(401)
    expect((await sendAnnouncement(id)).status).toBe(200)
    const payload = await testPayload()
    const audit = await payload.db.drizzle.execute(sql`
      SELECT account_email, detail FROM audit_events WHERE event = 'waiting-list-announcement-sent' AND detail LIKE ${`announcement ${id}%`}`)
    expect(audit.rows).toEqual([{ account_email: process.env.SEED_ADMIN_EMAIL, detail: expect.stringMatching(new RegExp(`^announcement ${id} to \\d+ people$`)) }])
    expect((await asStaff('/api/waiting-list-announcements/00000000-0000-4000-8000-000000000000/send', { method: 'POST', body: '{}' })).status).toBe(404)
  })

  it('lead nowhere once the person removed their entry', async () => {
    const email = uniqueEmail('left')
    const joined = await join(email)
    const payload = await testPayload()
    await payload.db.drizzle.execute(sql`DELETE FROM program_signups WHERE id = ${String(joined.body.id)}`)
    const unsubscribe = await new ApiClient().post(`/api/v1/waiting-list/unsubscribe/${entryToken(String(joined.body.id))}`, {})
    expect(unsubscribe.status).toBe(404)
    expect(unsubscribe.body.message).toBe('This waiting-list link is not valid, or the entry was removed.')
    expect((await fetch(`${testEnv().baseUrl}/waiting-list/${entryToken(String(joined.body.id))}`)).status).toBe(404)
  })
})
