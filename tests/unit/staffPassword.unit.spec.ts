import { describe, expect, it } from 'vitest'

import { staffPasswordBreachedMessage, staffPasswordProblem, staffPasswordSprayMessage } from '@/domains/staffAccounts/staffPassword'

// How fast a check is lives in bench/staffPasswords.ts (npm run bench:passwords), not in a timed test.
describe('staff passwords', () => {
  it('are refused under 12 characters', async () => {
    expect(await staffPasswordProblem('Xk9#mQ2$vL7')).toBe('Staff passwords must be at least 12 characters long.')
  })

  it('are refused when common, repeated, a keyboard run, or made of the account or the site', async () => {
    for (const weak of ['aaaaaaaaaaaa', 'password1234', 'Password1234', 'qwertyuiop12', '123456789012', 'solvingtech1']) {
      expect(await staffPasswordProblem(weak), weak).toMatch(/^This password is too easy to guess\./)
    }
    expect(await staffPasswordProblem('sam.jones-1990', ['sam.jones@example.co.uk', 'Sam Jones'])).toMatch(/^This password is too easy to guess\./)
  })

  it('are refused when on the breached-password list, whatever their case', async () => {
    // Long entries of the list that zxcvbn alone scores 3 or 4 ("safely unguessable").
    for (const leaked of ['perasperaadastra', 'PerAsperaAdAstra', 'rikitikitavi', 'GenuineIntel', 'mishaoooyeah']) {
      expect(await staffPasswordProblem(leaked), leaked).toBe(staffPasswordBreachedMessage)
    }
  })

  it('are refused when one word with numbers and symbols around it: the passwords of spraying', async () => {
    const sprayed = [
      'Summer2026!!',
      'Welcome2026!',
      'Password123!',
      'Winter2025!!',
      'Spring2026!!!',
      'Autumn2025!@#',
      'Fall2026!!!!',
      'P@ssw0rd2026!',
      '2026Summer!!',
      'Summer@2026!',
      'Company2026!',
      'Letmein2026!!',
      'Builders2026!!',
      'Solvingtech2026!',
      ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((month) => `${month}2026!`.padEnd(12, '!')),
      ...['Jan', 'Sept', 'Dec'].map((month) => `${month}2026!!!!!!`),
    ]
    for (const password of sprayed) expect(await staffPasswordProblem(password), password).toBe(staffPasswordSprayMessage)
    // A company's own name, from the account's email: `Company123!`.
    expect(await staffPasswordProblem('Buildwell123!', ['sam@buildwell.co.uk', 'Sam Jones'])).toBe(staffPasswordSprayMessage)
  })

  it('are taken when long and unrelated, numbers and symbols or not', async () => {
    for (const strong of ['tin roof marmalade cobbles', 'correct horse battery staple', 'Xk9#mQ2$vL7@pW4', 'Summer marmalade 2026!', 'Buildwell123!']) {
      expect(await staffPasswordProblem(strong), strong).toBeNull()
    }
  })
})
