import { describe, expect, it } from 'vitest'

import { fallbackNotification, notificationOfPush } from '@/lib/browser/offline/pushMessages'
import { deviceLabel, isPushServiceEndpoint, nudgeEventKey, sendableAt } from '@/lib/rules/phoneNotifications'

describe('quiet hours', () => {
  const at = (iso: string) => sendableAt(new Date(iso)).toISOString()

  it('lets a notification go at once from 07:00 until just before 20:00 UK time', () => {
    // Summer (BST, UTC+1) and winter (GMT).
    expect(at('2031-06-11T06:00:00.000Z')).toBe('2031-06-11T06:00:00.000Z')
    expect(at('2031-06-11T18:59:59.000Z')).toBe('2031-06-11T18:59:59.000Z')
    expect(at('2031-12-10T07:00:00.000Z')).toBe('2031-12-10T07:00:00.000Z')
    expect(at('2031-12-10T19:59:00.000Z')).toBe('2031-12-10T19:59:00.000Z')
  })

  it('holds one due between 20:00 and 07:00 UK time until 07:00', () => {
    expect(at('2031-06-11T19:00:00.000Z')).toBe('2031-06-12T06:00:00.000Z')
    expect(at('2031-06-11T23:30:00.000Z')).toBe('2031-06-12T06:00:00.000Z')
    expect(at('2031-06-12T05:59:00.000Z')).toBe('2031-06-12T06:00:00.000Z')
    expect(at('2031-12-10T20:00:00.000Z')).toBe('2031-12-11T07:00:00.000Z')
    expect(at('2031-12-11T00:10:00.000Z')).toBe('2031-12-11T07:00:00.000Z')
  })

  it('counts the morning the clocks change in UK time', () => {
    // The clocks go forward at 01:00 UTC on 30 March 2031: 07:00 that day is 06:00 UTC.
    expect(at('2031-03-29T21:00:00.000Z')).toBe('2031-03-30T06:00:00.000Z')
    // And back at 01:00 UTC on 26 October 2031: 07:00 that day is 07:00 UTC.
    expect(at('2031-10-25T20:00:00.000Z')).toBe('2031-10-26T07:00:00.000Z')
  })
})

describe('the nudge', () => {
  it('is one event per learner and UK day', () => {
    expect(nudgeEventKey('learner-1', new Date('2031-06-11T08:00:00.000Z'))).toBe('push:nudge:learner-1:2031-06-11')
    expect(nudgeEventKey('learner-1', new Date('2031-06-11T22:59:00.000Z'))).toBe('push:nudge:learner-1:2031-06-11')
    expect(nudgeEventKey('learner-1', new Date('2031-06-11T23:01:00.000Z'))).toBe('push:nudge:learner-1:2031-06-12')
  })
})

describe('where the server may post a notification', () => {
  it("takes the browsers' push services over HTTPS on their own port", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQyavX',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true)
    }
  })

  it('refuses anything else: other hosts, plain HTTP, other ports, credentials, look-alikes, non-URLs', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.example/send',
      'https://attacker.example/fcm.googleapis.com',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://push.apple.com.evil.example/x',
      'http://127.0.0.1:4000/push/1',
      'http://169.254.169.254/latest',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false)
    }
  })

  it('takes an origin the deployment adds, and only that origin', () => {
    expect(isPushServiceEndpoint('http://127.0.0.1:4000/push/1', ['http://127.0.0.1:4000'])).toBe(true)
    expect(isPushServiceEndpoint('http://127.0.0.1:4001/push/1', ['http://127.0.0.1:4000'])).toBe(false)
  })
})

describe('telling phones apart', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome on Android')
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iPhone or iPad',
    )
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36')).toBe(
      'Samsung Internet on Android',
    )
    expect(deviceLabel(null)).toBeNull()
  })
})

describe("what the service worker shows for a push", () => {
  it("shows the server's message, and a tap goes only to a page of this site", () => {
    expect(notificationOfPush({ title: 'Your coach replied', body: 'Looks good.', url: '/v1/lessons/1#your-action', tag: 'push:coachReply:1:1' })).toEqual({
      title: 'Your coach replied',
      body: 'Looks good.',
      url: '/v1/lessons/1#your-action',
      tag: 'push:coachReply:1:1',
    })
    for (const url of ['https://attacker.example/', '//attacker.example/', 'javascript:alert(1)', '']) {
      expect(notificationOfPush({ title: 'Hi', body: 'x', url }), url).toBe(fallbackNotification)
    }
    expect(notificationOfPush(null)).toBe(fallbackNotification)
    expect(notificationOfPush('text')).toBe(fallbackNotification)
  })
})
