import ICAL from 'ical.js'
import { expect } from 'vitest'

type JCalProperty = [name: string, parameters: Record<string, string>, type: string, ...values: unknown[]]
type JCalComponent = [name: string, properties: JCalProperty[], components: JCalComponent[]]

const propertiesNamed = (component: JCalComponent, name: string) => component[1].filter(([each]) => each === name)

/**
 * Checks a calendar file against the rules of RFC 5545 that calendar apps act on, and parses it with ical.js:
 * - every line ends with CRLF, the last one too (3.1), and none is longer than 75 octets (3.1, folding), nor splits a
 *   character across a fold;
 * - the calendar has VERSION 2.0 and a PRODID (3.6);
 * - each event has one UID and one DTSTAMP in UTC (3.8.7.2: "MUST be specified in the UTC time format"), and its
 *   DTSTART and DTEND are either in UTC or name, with TZID, a time zone the file defines (3.2.19, 3.6.5).
 * Returns the parsed events' UIDs, for the test to say which events it expected.
 */
export const expectRfc5545Calendar = (text: string, label: string): string[] => {
  expect(text.endsWith('\r\n'), `${label}: the last line ends with CRLF`).toBe(true)
  expect(/\r(?!\n)|(?<!\r)\n/.test(text), `${label}: every line break is CRLF`).toBe(false)
  expect(text.includes('\uFFFD'), `${label}: no character is split across a fold`).toBe(false)
  const tooLong = text
    .slice(0, -2)
    .split('\r\n')
    .filter((line) => Buffer.byteLength(line, 'utf8') > 75)
  expect(tooLong, `${label}: lines of more than 75 octets`).toEqual([])

  const calendar = ICAL.parse(text) as unknown as JCalComponent
  expect(calendar[0], label).toBe('vcalendar')
  expect(propertiesNamed(calendar, 'version').map((property) => property[3]), `${label}: VERSION`).toEqual(['2.0'])
  expect(propertiesNamed(calendar, 'prodid'), `${label}: PRODID`).toHaveLength(1)
  const zones = new Set(calendar[2].filter(([name]) => name === 'vtimezone').flatMap((zone) => propertiesNamed(zone, 'tzid').map((property) => String(property[3]))))

  const events = calendar[2].filter(([name]) => name === 'vevent')
  return events.map((event) => {
    const [uid] = propertiesNamed(event, 'uid')
    expect(propertiesNamed(event, 'uid'), `${label}: one UID per event`).toHaveLength(1)
    expect(String(uid[3]), `${label}: UID`).not.toBe('')
    const stamps = propertiesNamed(event, 'dtstamp')
    expect(stamps, `${label}, ${uid[3]}: one DTSTAMP`).toHaveLength(1)
    expect(stamps[0][1].tzid, `${label}, ${uid[3]}: DTSTAMP names no zone`).toBeUndefined()
    expect(String(stamps[0][3]), `${label}, ${uid[3]}: DTSTAMP in UTC`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    for (const name of ['dtstart', 'dtend']) {
      const [moment] = propertiesNamed(event, name)
      expect(moment, `${label}, ${uid[3]}: ${name.toUpperCase()}`).toBeDefined()
      const tzid = moment[1].tzid
      if (tzid) expect(zones.has(tzid), `${label}, ${uid[3]}: ${name.toUpperCase()}'s TZID ${tzid} is defined in the file`).toBe(true)
      else expect(String(moment[3]), `${label}, ${uid[3]}: ${name.toUpperCase()} in UTC when it names no zone`).toMatch(/Z$/)
    }
    return String(uid[3])
  })
}
