import ICAL from 'ical.js'

import type { CapturedMail } from '../../scripts/lib/mailbox'

/** A calendar file's METHOD and its events, as a real iCalendar parser reads them (times as UTC ISO strings). */
export const readCalendar = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: String(component.getFirstPropertyValue('status') ?? ''),
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
        attendees: component.getAllProperties('attendee').map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, 'mailto:')),
      }
    }),
  }
}

/**
 * The calendar files attached to a mail, byte for byte as sent, each with its file name: read from the raw message,
 * because a mail parser hands text parts back with their CRLFs turned into LFs. The app's attachments are base64.
 */
export const calendarFiles = (mail: CapturedMail): { filename: string; text: string }[] =>
  mail.raw
    .split(/\r?\n--[^\r\n]+/)
    .filter((part) => /^Content-Type: text\/calendar/im.test(part))
    .map((part) => {
      const [head, ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
      const headers = head.replace(/\r?\n[ \t]+/g, ' ')
      if (!/^Content-Transfer-Encoding: base64/im.test(headers)) throw new Error(`A calendar part not in base64:\n${headers}`)
      return {
        filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '',
        text: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8'),
      }
    })

/** The calendar files attached to a mail, each read. */
export const calendarAttachments = async (mail: CapturedMail) => calendarFiles(mail).map(({ filename, text }) => ({ filename, ...readCalendar(text) }))
