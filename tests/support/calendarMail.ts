import ICAL from 'ical.js'
import PostalMime from 'postal-mime'

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

/** The calendar files attached to a mail, as sent: each one's file name and text. */
export const calendarFiles = async (mail: CapturedMail) => {
  const parsed = await PostalMime.parse(mail.raw)
  return parsed.attachments
    .filter((attachment) => attachment.mimeType.startsWith('text/calendar'))
    .map((attachment) => ({
      filename: attachment.filename,
      text: typeof attachment.content === 'string' ? attachment.content : new TextDecoder().decode(attachment.content),
    }))
}

/** The calendar files attached to a mail, each read. */
export const calendarAttachments = async (mail: CapturedMail) =>
  (await calendarFiles(mail)).map(({ filename, text }) => ({ filename, ...readCalendar(text) }))
