/**
 * Every cookie and piece of browser storage the site uses: the privacy policy shows this list, and
 * tests/unit/storageWeUse.unit.spec.ts checks it against the code that sets each one. All of it is set by this site
 * itself (first party); there are no analytics, advertising or other third-party cookies or scripts.
 */

export type StorageKind = 'Cookie' | 'Local storage' | 'Session storage' | 'Cache storage' | 'IndexedDB' | 'Service worker'

/** yes: the feature you are using cannot work without it; choice: only set when you use that option; no: neither. */
export type Needed = 'yes' | 'choice' | 'no'

export type StoredItem = {
  name: string
  kind: StorageKind
  needed: Needed
  /** What it holds and what for, in a sentence or two. */
  purpose: string
  lasts: string
}

/** The public site and the learner area. */
export const siteStorage: readonly StoredItem[] = [
  {
    name: 'solvingtech-session',
    kind: 'Cookie',
    needed: 'yes',
    purpose: 'Keeps you signed in to your learner account. Set when you register or sign in. It holds a signed code, never your password, and page scripts cannot read it.',
    lasts: '30 days, or until you log out',
  },
  {
    name: 'solvingtech-device',
    kind: 'Cookie',
    needed: 'yes',
    purpose:
      'Marks this browser as one you have signed in on before, so someone else guessing your password elsewhere can never slow down or block your own sign-in here. It holds random codes signed by us and, for each account, a code derived from it, never your email or password; page scripts cannot read it. Set when you sign in (learners and staff alike).',
    lasts: '1 year from your last sign-in on this browser',
  },
  {
    name: 'courseUser',
    kind: 'Local storage',
    needed: 'yes',
    purpose: 'Your account details (name, email, company, job title, phone and membership), so the learner menu can show who is signed in. Set when you register or sign in.',
    lasts: 'Until you log out',
  },
  {
    name: 'solvingtech.playbackRate',
    kind: 'Local storage',
    needed: 'choice',
    purpose: 'The video speed you last picked (for example 1.5×), so the next lesson plays at it.',
    lasts: "Until you clear this site's data in your browser",
  },
  {
    name: 'offlineLessons',
    kind: 'Local storage',
    needed: 'choice',
    purpose: 'The list of lessons you saved with "Save for offline": each title, its course and when you saved it.',
    lasts: 'Until you remove the lesson or log out',
  },
  {
    name: 'offlineCompletions',
    kind: 'Local storage',
    needed: 'choice',
    purpose: 'Lessons you marked complete without signal, so they show as done until our server has them.',
    lasts: 'Until the connection returns and they are sent, or you log out',
  },
  {
    name: 'offlineImpactChecks',
    kind: 'Local storage',
    needed: 'choice',
    purpose: "Which course's questions about your business you answered or skipped without signal (not your answers), so they are not asked again until our server has them.",
    lasts: 'Until the connection returns and they are sent, or you log out',
  },
  {
    name: 'offlineActionDrafts',
    kind: 'Local storage',
    needed: 'choice',
    purpose: "What you wrote in a lesson's action while our server could not be reached, so nothing you typed is lost.",
    lasts: 'Until it is saved to your account, or you log out',
  },
  {
    name: 'offlineActionSends',
    kind: 'Local storage',
    needed: 'choice',
    purpose: 'Answers you sent to your coach without signal, so the lesson shows them as sent until our server has them.',
    lasts: 'Until the connection returns and they are sent, or you log out',
  },
  {
    name: 'saved-lessons',
    kind: 'Cache storage',
    needed: 'choice',
    purpose: 'Copies of the lessons you saved for offline: the page, video, captions and transcript, and your learner id, so only you get them. Another learner signing in on this phone removes them.',
    lasts: 'Until you remove the lesson or log out',
  },
  {
    name: 'sw.js',
    kind: 'Service worker',
    needed: 'no',
    purpose: 'A small script from this site, added on your first visit. With no signal it shows your saved lessons or a "You\'re offline" page. It never caches pages you only browse.',
    lasts: "Until you clear this site's data in your browser",
  },
  {
    name: 'serwist-precache-v2',
    kind: 'Cache storage',
    needed: 'no',
    purpose: 'The plain "You\'re offline" page, stored by the service worker. No personal data. Its full name ends with this site\'s address.',
    lasts: 'Replaced each time we update the site',
  },
  {
    name: 'saved-lesson-assets',
    kind: 'Cache storage',
    needed: 'no',
    purpose: "The site's own scripts, styles and fonts that the offline page and saved lessons need. No personal data.",
    lasts: "Until you clear this site's data in your browser",
  },
  {
    name: 'solvingtech-worker-state',
    kind: 'Cache storage',
    needed: 'yes',
    purpose:
      'Two notes for the offline helper: the learner account signed in on this phone (its id, so saved lessons open only for the learner who saved them), and a log out made without signal, so your session is ended as soon as there is signal, before any page is shown.',
    lasts: 'Until you log out, or the log out reaches our server',
  },
  {
    name: 'serwist-background-sync',
    kind: 'IndexedDB',
    needed: 'no',
    purpose: 'Empty unless you lose signal while signed in. Then it holds the lesson completions, video positions and workbook answers (with their photos and voice notes) waiting to be sent to our server.',
    lasts: 'Until they are sent (at most 7 days), or you log out',
  },
]

/** The staff admin (/admin): only people who run the programme ever get these. */
export const staffStorage: readonly StoredItem[] = [
  {
    name: 'solvingtech-staff-token',
    kind: 'Cookie',
    needed: 'yes',
    purpose: 'Keeps a member of staff signed in to the admin. Page scripts cannot read it.',
    lasts: 'Up to 8 hours, renewed while you work, or until you log out',
  },
  {
    name: 'solvingtech-staff-theme',
    kind: 'Cookie',
    needed: 'choice',
    purpose: 'The light or dark admin theme you picked in your account settings.',
    lasts: '1 year',
  },
  {
    name: 'solvingtech-staff-lng',
    kind: 'Cookie',
    needed: 'choice',
    purpose: 'The admin language you picked in your account settings.',
    lasts: '1 year',
  },
  {
    name: '_payloadClipboard',
    kind: 'Local storage',
    needed: 'choice',
    purpose: 'A field or block you copied in the editor, so you can paste it elsewhere.',
    lasts: "Until you copy something else or clear this site's data",
  },
  {
    name: 'payload-pending-success-toast',
    kind: 'Session storage',
    needed: 'yes',
    purpose: 'The "saved" message to show after the page reloads.',
    lasts: 'Until it is shown, or the tab closes',
  },
  {
    name: 'payload-forgot-password:users',
    kind: 'Session storage',
    needed: 'yes',
    purpose: 'The email you asked a reset link for, and when you may ask again, so a reload keeps the "check your email" screen.',
    lasts: 'Until you can ask again, or the tab closes',
  },
]

export const neededLabel: Record<Needed, string> = {
  yes: 'Yes',
  choice: 'Only if you use it',
  no: 'No',
}
