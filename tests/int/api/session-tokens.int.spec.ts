import { decodeJwt, SignJWT, type JWTPayload } from 'jose'
import { JWT_AUTH_VERSION } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registeredLearner } from '../../support/apiClient'
import { testPayload, uniqueEmail } from '../../support/payload'

const cookieFor = (token: string) => `solvingtech-session=${token}`

/** A token with the claims and header given, signed like Payload signs its own, unless another secret is given. */
const signed = async (claims: JWTPayload, options: { secret?: string; authVersion?: number | null; expiresIn?: string } = {}) => {
  const secret = options.secret ?? (await testPayload()).secret
  const header = { alg: 'HS256', ...(options.authVersion === null ? {} : { authVersion: options.authVersion ?? JWT_AUTH_VERSION }) }
  return new SignJWT(claims)
    .setProtectedHeader(header)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(secret))
}

const meWith = async (token: string) => {
  const client = new ApiClient()
  client.cookie = cookieFor(token)
  return client.get('/api/v1/me')
}

describe('the learner session token', () => {
  let claims: JWTPayload

  beforeAll(async () => {
    const { client } = await registeredLearner(uniqueEmail('token'))
    claims = decodeJwt((client.cookie ?? '').replace(/^solvingtech-session=/, ''))
  })

  it('signs in with its own claims re-signed the way Payload signs them (the control for the refusals below)', async () => {
    const response = await meWith(await signed(claims))
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(claims.id)
  })

  it('is refused when signed with another secret', async () => {
    expect((await meWith(await signed(claims, { secret: 'not-the-secret' }))).status).toBe(401)
  })

  it('is refused without the auth version Payload puts in its header', async () => {
    expect((await meWith(await signed(claims, { authVersion: null }))).status).toBe(401)
  })

  it('is refused once expired', async () => {
    expect((await meWith(await signed(claims, { expiresIn: '-1s' }))).status).toBe(401)
  })

  it('is refused for a staff collection, an unknown session or an id that is not a UUID', async () => {
    for (const variant of [{ collection: 'users' }, { sid: 'no-such-session' }, { id: 'not-a-uuid' }]) {
      const response = await meWith(await signed({ ...claims, ...variant }))
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ message: expect.any(String) })
    }
  })
})
