import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/** Staff passwords open /admin, so they are longer than learners': checked on every way one is set. */
export const staffPasswordMinLength = 12

export const staffPasswordTooShortMessage = `Staff passwords must be at least ${staffPasswordMinLength} characters long.`

export const isStaffPasswordLongEnough = (password: string): boolean => password.length >= staffPasswordMinLength

/**
 * zxcvbn's score a staff password needs: 3 of 4, "safely unguessable" (about 10^8 guesses or more). It knows the
 * 40,000 most common passwords, English words and names, keyboard runs, repeats, dates and l33t, offline.
 */
const minimumScore = 3

/** Words of this site an attacker would try first. */
const siteWords = ['solvingtech', 'solving', 'tech', 'builders', 'admin', 'staff']

let estimator: Promise<ZxcvbnFactory> | undefined

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

/**
 * Why `password` may not be a staff password, or null when it may: too short, or too easy to guess (common,
 * breached-list, repeated, a keyboard run, or built from the account's own email or name or this site's name).
 */
export const staffPasswordProblem = async (password: string, accountWords: string[] = []): Promise<string | null> => {
  if (!isStaffPasswordLongEnough(password)) return staffPasswordTooShortMessage
  // Each email or name whole, its part before the @, and each of its words.
  const words = [...siteWords, ...accountWords.flatMap((word) => [word, word.split('@')[0], ...word.split(/[^A-Za-z0-9]+/)]).map((word) => word.toLowerCase()).filter((word) => word.length > 2)]
  const { score, feedback } = (await loadEstimator()).check(password, words)
  if (score >= minimumScore) return null
  const warning = feedback.warning ? ` ${feedback.warning.replace(/\.?$/, '.')}` : ''
  return `This password is too easy to guess.${warning} Try a few unrelated words, or a password manager's suggestion.`
}
