import type { PayloadRequest } from 'payload'

import { isStaffRequest } from '@/access'
import { countRecipients, sendAnnouncement } from '../../announcements'
import { longDate } from '@/lib/rules/ukTime'
import { isId } from '@/lib/rules/ids'
import { recordAuditEvent } from '@/domains/audit'
import { conflict, endpoint, json, notFound, unauthorized } from '@/lib/server/http'

const requireStaff = (req: PayloadRequest) => {
  if (!isStaffRequest(req)) throw unauthorized()
}

/** GET /api/waiting-list-announcements/recipients: how many people an announcement sent now would reach. */
const recipients = endpoint('get', '/recipients', async (req) => {
  requireStaff(req)
  return json({ recipients: await countRecipients(req.payload) })
})

/** POST /api/waiting-list-announcements/:id/send: sends the announcement to the waiting list, once; audited. */
const send = endpoint('post', '/:id/send', async (req) => {
  requireStaff(req)
  const id = req.routeParams?.id
  if (!isId(id)) throw notFound('Announcement not found')
  const outcome = await sendAnnouncement(req.payload, id)
  if (outcome.status === 'not-found') throw notFound('Announcement not found')
  if (outcome.status === 'already-sent') throw conflict(`This announcement was already sent, on ${longDate(outcome.sentAt)}. It is never sent twice.`)
  await recordAuditEvent(req, {
    event: 'waiting-list-announcement-sent',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: (req.user as { email?: string }).email,
    detail: `announcement ${id} to ${outcome.recipients} people`,
  })
  return json({ recipients: outcome.recipients })
})

export const announcementEndpoints = [recipients, send]
