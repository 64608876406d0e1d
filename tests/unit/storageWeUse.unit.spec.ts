import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { siteStorage, staffStorage } from '@/lib/rules/storageWeUse'

const root = path.resolve(import.meta.dirname, '../..')

/** A file's text, or every .js/.mjs/.ts/.tsx file under a folder (a library's chunk names change between versions). */
const textOf = (relative: string): string => {
  const full = path.join(root, relative)
  if (statSync(full).isFile()) return readFileSync(full, 'utf8')
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|tsx?)$/.test(file) && !file.endsWith('.map'))
    .map((file) => readFileSync(path.join(full, file), 'utf8'))
    .join('\n')
}

type Evidence = [file: string, text: string]

/** Where each item's name, and where it has one its lifetime, are set: the privacy page cannot drift from the code. */
const evidence: Record<string, Evidence[]> = {
  'solvingtech-session': [
    ['src/domains/accounts/session/cookie.ts', "sessionCookieName = 'solvingtech-session'"],
    ['src/domains/accounts/endpoints/accounts.ts', "headers.append('Set-Cookie', sessionCookie("],
    ['src/domains/accounts/session/cookie.ts', "'Set-Cookie': clearedSessionCookie()"],
    ['src/domains/accounts/collections/CourseUsers/index.ts', 'tokenExpiration: 30 * 24 * 60 * 60'],
  ],
  'solvingtech-device': [
    ['src/domains/accounts/signInThrottle/deviceCookie.ts', "deviceCookieName = 'solvingtech-device'"],
    ['src/domains/accounts/signInThrottle/deviceCookie.ts', 'maxAgeSeconds = 365 * 24 * 60 * 60'],
    ['src/domains/accounts/endpoints/accounts.ts', "headers.append('Set-Cookie', deviceCookieAfterSignIn("],
    ['src/domains/staffAccounts/collections/Users/endpoints/login.ts', "headers.append('Set-Cookie', deviceCookieAfterSignIn("],
  ],
  courseUser: [
    ['src/lib/browser/storedUser.ts', "storedUserKey = 'courseUser'"],
    ['src/domains/accounts/ui/logOut.ts', "key === 'courseUser'"],
  ],
  'solvingtech.playbackRate': [['src/domains/learning/ui/player/LessonPlayer.tsx', "rateKey = 'solvingtech.playbackRate'"]],
  offlineLessons: [['src/domains/learning/ui/savedLessons.ts', "storedList<SavedLesson>('offlineLessons')"]],
  offlineCompletions: [['src/domains/learning/ui/queuedCompletions.ts', "storedList<string>('offlineCompletions')"]],
  offlineImpactChecks: [['src/domains/impact/ui/queuedChecks.ts', "storedList<string>('offlineImpactChecks')"]],
  offlineActionDrafts: [['src/domains/workbook/ui/workbookOnThePhone.ts', "storedList<PhoneDraft>('offlineActionDrafts')"]],
  offlineActionSends: [['src/domains/workbook/ui/workbookOnThePhone.ts', "storedList<QueuedActionSend>('offlineActionSends')"]],
  'saved-lessons': [
    ['src/lib/browser/offline/offlineNames.ts', "savedLessonsCache = 'saved-lessons'"],
    ['src/lib/browser/offline/forgetTheLearner.ts', 'caches.delete(savedLessonsCache)'],
  ],
  'sw.js': [
    ['next.config.ts', "swDest: 'public/sw.js'"],
    ['src/components/offline/ServiceWorkerRegistration.tsx', 'window.serwist.register()'],
  ],
  'serwist-precache-v2': [
    ['next.config.ts', "additionalPrecacheEntries: [{ url: '/offline'"],
    ['node_modules/serwist/dist', 'precache: "precache-v2"'],
    ['node_modules/serwist/dist', 'prefix: "serwist"'],
  ],
  'saved-lesson-assets': [
    ['src/lib/browser/offline/offlineNames.ts', "savedAssetsCache = 'saved-lesson-assets'"],
    ['src/app/sw.ts', 'caches.open(savedAssetsCache)'],
  ],
  'solvingtech-worker-state': [
    ['src/lib/browser/offline/offlineNames.ts', "workerStateCache = 'solvingtech-worker-state'"],
    ['src/app/sw.ts', 'caches.open(workerStateCache)'],
  ],
  'serwist-background-sync': [
    ['src/app/sw.ts', 'new BackgroundSyncQueue(learningWritesQueue, {\n  maxRetentionTime: oneWeekInMinutes,'],
    ['src/app/sw.ts', 'oneWeekInMinutes = 7 * 24 * 60'],
    ['node_modules/serwist/dist', 'BACKGROUND_SYNC_DB_NAME = "serwist-background-sync"'],
  ],
  'solvingtech-staff-token': [
    ['payload.config.ts', "cookiePrefix: 'solvingtech-staff'"],
    ['src/domains/staffAccounts/collections/Users/index.ts', 'tokenExpiration: 8 * 60 * 60'],
    ['node_modules/payload/dist/auth/cookies.js', 'name: `${cookiePrefix}-token`'],
  ],
  'solvingtech-staff-theme': [['node_modules/@payloadcms/ui/dist/providers/Theme/index.js', 'setCookie(cookieKey, themeToSet, 365)']],
  'solvingtech-staff-lng': [
    ['node_modules/@payloadcms/next/dist/layouts/Root/index.js', "name: `${config.cookiePrefix || 'payload'}-lng`"],
    ['node_modules/@payloadcms/next/dist/layouts/Root/index.js', 'maxAge: 60 * 60 * 24 * 365'],
  ],
  _payloadClipboard: [['node_modules/@payloadcms/ui/dist/elements/ClipboardAction/clipboardUtilities.js', "localStorageClipboardKey = '_payloadClipboard'"]],
  'payload-pending-success-toast': [['node_modules/@payloadcms/ui/dist/views/Edit/index.js', "PENDING_SUCCESS_TOAST_KEY = 'payload-pending-success-toast'"]],
  'payload-forgot-password:users': [
    ['node_modules/@payloadcms/next/dist/views/ForgotPassword/ForgotPasswordForm/index.js', 'sessionStorageKey = `payload-forgot-password:${userSlug}`'],
    ['payload.config.ts', "user: 'users'"],
  ],
}

/** Code that writes a cookie or browser storage, or installs a service worker. */
const storageWrite = /serwist\.register\(|serviceWorker\.register\(|localStorage\.setItem|sessionStorage\.setItem|storedList<|caches\.open\(|Set-Cookie|document\.cookie|indexedDB\.open|cookies\(\)\)?\.set\(|BackgroundSyncQueue\(/

/** The generic list helper: the keys it stores are named where it is called (savedLessons, queuedCompletions). */
const helpers = new Set(['src/lib/browser/offline/storedList.ts'])

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))

describe('the cookies and storage the privacy policy lists', () => {
  const all = [...siteStorage, ...staffStorage]

  it('lists each name once, each with what it is for and how long it lasts', () => {
    expect(new Set(all.map((item) => item.name)).size).toBe(all.length)
    for (const item of all) {
      expect(item.purpose.length, item.name).toBeGreaterThan(20)
      expect(item.lasts.length, item.name).toBeGreaterThan(3)
    }
  })

  it('are the ones the code sets, named and timed as it sets them', () => {
    expect(Object.keys(evidence).sort()).toEqual(all.map((item) => item.name).sort())
    for (const [name, places] of Object.entries(evidence)) {
      for (const [file, text] of places) expect(textOf(file), `${name}: ${file}`).toContain(text)
    }
  })

  it('leave out no code that writes a cookie or browser storage', () => {
    const named = new Set(Object.values(evidence).flatMap((places) => places.map(([file]) => file)))
    const writers = [...sourceFiles('src'), 'server.ts', 'next.config.ts', 'payload.config.ts'].filter(
      (file) => !helpers.has(file) && storageWrite.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(writers.length).toBeGreaterThan(0)
    expect(writers.filter((file) => !named.has(file))).toEqual([])
  })
})
