import { describe, expect, it } from 'vitest'

import { staffPasswordProblem } from '@/domains/accounts/staff/staffPassword'

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

  it('are taken when long and unrelated', async () => {
    for (const strong of ['tin roof marmalade cobbles', 'correct horse battery staple', 'Xk9#mQ2$vL7@pW4']) expect(await staffPasswordProblem(strong), strong).toBeNull()
  })
})
