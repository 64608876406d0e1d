import { sql } from '@payloadcms/db-postgres'
import { beforeAll, describe, expect, it } from 'vitest'

import { staffLogin } from '../support/staffApi'
import { testPayload } from '../support/payload'
import { testEnv } from '../support/testEnv'

/** The audit trail (audit-events): written by the server, readable and filterable by staff, editable by nobody. */
const { baseUrl, staffEmail } = testEnv()
let staffToken: string

const asStaff = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}`, ...init.headers } })

beforeAll(async () => {
  staffToken = await staffLogin()
})

describe('the audit trail', () => {
  it('records a staff export with who, when and from where', async () => {
    const since = new Date()
    const response = await asStaff('/api/exports/download', { method: 'POST', body: JSON.stringify({ data: { collectionSlug: 'program-signups', format: 'csv' } }) })
    expect(response.status).toBe(200)
    // A streamed file is recorded once the browser has read it to the end.
    await response.text()
    const recorded = async () => {
      const list = await asStaff(`/api/audit-events?where[event][equals]=staff-export&where[createdAt][greater_than_equal]=${since.toISOString()}`)
      return ((await list.json()) as { docs: Record<string, unknown>[] }).docs
    }
    await expect.poll(async () => (await recorded()).length).toBeGreaterThan(0)
    expect(await recorded()).toContainEqual(
      expect.objectContaining({ event: 'staff-export', outcome: 'success', accountType: 'staff', accountEmail: staffEmail, clientAddress: expect.stringMatching(/\S/) }),
    )
  })

  it('is readable by staff only', async () => {
    expect((await fetch(`${baseUrl}/api/audit-events`)).status).toBe(403)
    expect((await asStaff('/api/audit-events?limit=1')).status).toBe(200)
  })

  it('cannot be written, changed or deleted through the API, not even by staff', async () => {
    const payload = await testPayload()
    await payload.db.drizzle.execute(sql`INSERT INTO audit_events (event, outcome) VALUES ('staff-export', 'success')`)
    const row = (await payload.db.drizzle.execute(sql`SELECT id FROM audit_events ORDER BY created_at DESC LIMIT 1`)).rows[0] as { id: string }

    expect((await asStaff('/api/audit-events', { method: 'POST', body: JSON.stringify({ event: 'staff-export', outcome: 'success' }) })).status).toBe(403)
    expect((await asStaff(`/api/audit-events/${row.id}`, { method: 'PATCH', body: JSON.stringify({ outcome: 'failure' }) })).status).toBe(403)
    expect((await asStaff(`/api/audit-events/${row.id}`, { method: 'DELETE' })).status).toBe(403)
    const kept = await payload.db.drizzle.execute(sql`SELECT outcome FROM audit_events WHERE id = ${row.id}`)
    expect(kept.rows).toEqual([{ outcome: 'success' }])
  })
})
