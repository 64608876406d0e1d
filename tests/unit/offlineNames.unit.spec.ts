import { afterEach, describe, expect, it, vi } from 'vitest'

import { builtAssetUrls } from '@/lib/browser/offline/builtAssets'
import { isQueuedWrite, isSavedFile } from '@/domains/offline'
import { lessonIdOfPage } from '@/lib/browser/offline/offlineNames'
import { forgetStoredLists, storedList } from '@/lib/browser/offline/storedList'

describe('which requests the service worker treats as a saved lesson', () => {
  it('reads the lesson id from both paths of the lesson screen, and nothing else', () => {
    expect(lessonIdOfPage('/v1/lessons/42')).toBe('42')
    expect(lessonIdOfPage('/v1/lesson/42/')).toBe('42')
    expect(lessonIdOfPage('/v1/lessons')).toBeNull()
    expect(lessonIdOfPage('/v1/lessons/42/notes')).toBeNull()
    expect(lessonIdOfPage('/v1/courses/42')).toBeNull()
  })

  it('knows the lesson files and the writes that are queued offline', () => {
    for (const file of ['video', 'low-data-video', 'captions', 'transcript']) expect(isSavedFile(`/api/v1/lessons/7/${file}`)).toBe(true)
    expect(isSavedFile('/api/v1/lessons/7')).toBe(false)
    expect(isSavedFile('/api/v1/lessons/7/complete')).toBe(false)
    expect(isQueuedWrite('POST', '/api/v1/lessons/7/complete')).toBe(true)
    expect(isQueuedWrite('POST', '/api/v1/lessons/7/playback')).toBe(true)
    expect(isQueuedWrite('POST', '/api/v1/courses/7/enroll')).toBe(false)
    expect(['baseline', 'end', 'follow-up', 'end/skip'].map((stage) => isQueuedWrite('POST', `/api/v1/courses/7/checks/${stage}`))).toEqual([true, true, true, true])
    expect([isQueuedWrite('POST', '/api/v1/courses/7/checks'), isQueuedWrite('POST', '/api/v1/courses/7/checks/later'), isQueuedWrite('POST', '/api/v1/courses/7/enroll')]).toEqual([false, false, false])
  })
})

describe('builtAssetUrls', () => {
  it('finds the linked scripts, styles and fonts and the chunks named in the inline React data, once each', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/css/9cd7a1bc1a2701ae.css"/>',
      '<link rel="preload" href="/_next/static/media/inter.a1b2.woff2" as="font"/>',
      '<script src="/_next/static/chunks/main-app-06f0f1bd.js" async=""></script>',
      '<script src="/_next/static/chunks/main-app-06f0f1bd.js" async=""></script>',
      '<script>self.__next_f.push([1,"5:I[\\"123\\",[\\"static/chunks/app/(frontend)/v1/lessons/%5BlessonId%5D/page-837ae534.js\\"]]"])</script>',
      '<a href="/v1/lessons/1">not an asset</a>',
    ].join('')
    expect(builtAssetUrls(html)).toEqual([
      '/_next/static/css/9cd7a1bc1a2701ae.css',
      '/_next/static/media/inter.a1b2.woff2',
      '/_next/static/chunks/main-app-06f0f1bd.js',
      '/_next/static/chunks/app/(frontend)/v1/lessons/%5BlessonId%5D/page-837ae534.js',
    ])
  })
})

/** A window with localStorage, enough for storedList: a Map behind the Storage methods it uses. */
const phoneWindow = () => {
  const items = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  // Object.keys(localStorage) lists the stored keys, as a browser's Storage does.
  const storage = new Proxy(localStorage, { ownKeys: () => [...items.keys()], getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }) })
  return Object.assign(new EventTarget(), { localStorage: storage })
}

describe("the lists modules keep on the phone for the learner", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('all go at sign-out, whichever module keeps them, and the screens watching them hear of it', () => {
    const phone = phoneWindow()
    vi.stubGlobal('window', phone)
    const lessons = storedList<string>('offlineTestLessons')
    const drafts = storedList<{ lessonId: string }>('offlineTestDrafts')
    lessons.write(['l1'])
    drafts.write([{ lessonId: 'l1' }])
    phone.localStorage.setItem('theme', 'dark')
    const heard: string[] = []
    phone.addEventListener('stored-list:offlineTestDrafts', () => heard.push('drafts'))

    forgetStoredLists()

    expect([lessons.read(), drafts.read()]).toEqual([[], []])
    expect(phone.localStorage.getItem('theme')).toBe('dark')
    expect(heard).toEqual(['drafts'])
  })
})
