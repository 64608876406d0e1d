import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { ApiClient, expectFieldError, registeredLearner } from '../support/apiClient'
import { testPayload, uniqueEmail } from '../support/payload'
import { staffLogin } from '../support/staffApi'

type Profile = { teamSize: string | null; trade: string | null; tradeOther: string | null; postcodeDistrict: string | null; nation: string | null; region: string | null }

const businessPath = '/api/v1/account/business'
const districtMessage = 'Please enter the first half of a UK postcode, such as CF10 or SW1A'

const storedRows = async (learnerId: string) =>
  (await (await testPayload()).db.drizzle.execute(sql`SELECT team_size, postcode_district, region FROM business_profiles WHERE learner_id = ${learnerId}`)).rows

describe('the business profile', () => {
  it('is given at registration, kept as the outward code with its nation and region, and read back', async () => {
    const { client } = await registeredLearner(uniqueEmail('business-register'), { teamSize: '8-15', trade: 'electrician', postcodeDistrict: ' eh1 1yz ' })
    const profile = await client.get<Profile>(businessPath)
    expect(profile.status).toBe(200)
    expect(profile.body).toEqual({ teamSize: '8-15', trade: 'electrician', tradeOther: null, postcodeDistrict: 'EH1', nation: 'Scotland', region: 'Scotland' })
  })

  it('takes its team size from the waiting list when registration leaves it out', async () => {
    const email = uniqueEmail('business-waiting-list')
    expect((await new ApiClient().post('/api/program-signup', { name: 'Robin Joiner', email, teamSize: 'more-than-15', consent: true })).status).toBe(201)
    const { client } = await registeredLearner(email)
    expect((await client.get<Profile>(businessPath)).body).toMatchObject({ teamSize: 'more-than-15', trade: null, postcodeDistrict: null })
    // What the form says wins over the waiting list.
    const other = uniqueEmail('business-waiting-list-given')
    expect((await new ApiClient().post('/api/program-signup', { name: 'Sam Tiler', email: other, teamSize: 'more-than-15', consent: true })).status).toBe(201)
    const given = await registeredLearner(other, { teamSize: 'sole-trader' })
    expect((await given.client.get<Profile>(businessPath)).body.teamSize).toBe('sole-trader')
  })

  it('is saved whole from the profile page: "Other" keeps its words, another trade drops them', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('business-save'))
    expect((await client.get<Profile>(businessPath)).body).toEqual({ teamSize: null, trade: null, tradeOther: null, postcodeDistrict: null, nation: null, region: null })
    const saved = await client.put<Profile>(businessPath, { teamSize: '2-8', trade: 'other', tradeOther: 'Stonemason', postcodeDistrict: 'BT1 1AA', userId: user.id })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ teamSize: '2-8', trade: 'other', tradeOther: 'Stonemason', postcodeDistrict: 'BT1', nation: 'Northern Ireland', region: 'Northern Ireland' })
    const changed = await client.put<Profile>(businessPath, { teamSize: '2-8', trade: 'roofing', tradeOther: 'Stonemason', postcodeDistrict: 'SW1A' })
    expect(changed.body).toEqual({ teamSize: '2-8', trade: 'roofing', tradeOther: null, postcodeDistrict: 'SW1A', nation: 'England', region: 'London' })
    // A part left out is cleared.
    expect((await client.put<Profile>(businessPath, { teamSize: 'prefer-not-to-say' })).body).toEqual({
      teamSize: 'prefer-not-to-say', trade: null, tradeOther: null, postcodeDistrict: null, nation: null, region: null,
    })
    expect(await storedRows(user.id)).toHaveLength(1)
  })

  it('refuses what is not on the list or not a UK district, and stores nothing', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('business-refused'), { teamSize: '2-8', postcodeDistrict: 'CF10' })
    expectFieldError(await client.put(businessPath, { teamSize: '2-8', postcodeDistrict: 'ZZ99' }), 'postcodeDistrict', districtMessage)
    expectFieldError(await client.put(businessPath, { teamSize: 'huge' }), 'teamSize', 'Please choose a team size from the list')
    expectFieldError(await client.put(businessPath, { trade: 'astronaut' }), 'trade', 'Please choose a trade from the list')
    expectFieldError(await client.put(businessPath, { trade: 'other', tradeOther: '  ' }), 'tradeOther', 'Please say what your trade is')
    expect((await client.put(businessPath, { teamSize: 7 })).status).toBe(400)
    expect((await client.put(businessPath, '[]')).status).toBe(400)
    expect(await storedRows(user.id)).toEqual([{ team_size: '2-8', postcode_district: 'CF10', region: 'Wales' }])
    // At registration too: nothing is stored, not even the account.
    const email = uniqueEmail('business-refused-register')
    const refused = await new ApiClient().post('/api/v1/register', {
      firstName: 'Ash', lastName: 'Mason', email, company: 'Mason Ltd', password: 'secret123', postcodeDistrict: 'Cardiff',
    })
    expectFieldError(refused, 'postcodeDistrict', districtMessage)
    expect((await (await testPayload()).count({ collection: 'course-users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('is the learner\'s own: signed out is 401, another userId 403', async () => {
    const { client } = await registeredLearner(uniqueEmail('business-own'))
    const other = await registeredLearner(uniqueEmail('business-other'))
    expect((await new ApiClient().get(businessPath)).status).toBe(401)
    expect((await new ApiClient().put(businessPath, { teamSize: '2-8' })).status).toBe(401)
    expect((await client.put(businessPath, { teamSize: '2-8', userId: other.user.id })).status).toBe(403)
    expect((await client.get(`${businessPath}?userId=${other.user.id}`)).status).toBe(403)
    expect((await other.client.get<Profile>(businessPath)).body.teamSize).toBeNull()
  })

  it('stays, unlinked, when the learner is deleted, so published totals do not fall', async () => {
    const payload = await testPayload()
    const { user } = await registeredLearner(uniqueEmail('business-deleted'), { teamSize: '8-15', postcodeDistrict: 'LS1' })
    const [{ id: profileId }] = (await payload.db.drizzle.execute(sql`SELECT id FROM business_profiles WHERE learner_id = ${user.id}`)).rows as { id: string }[]
    await payload.delete({ collection: 'course-users', id: user.id, overrideAccess: true })
    const kept = (await payload.db.drizzle.execute(sql`SELECT learner_id, team_size, region FROM business_profiles WHERE id = ${profileId}`)).rows
    expect(kept).toEqual([{ learner_id: null, team_size: '8-15', region: 'Yorkshire and the Humber' }])
  })
})

type Equality = { ageBand: string | null; sex: string | null; ethnicGroup: string | null; disability: string | null }

const equalityPath = '/api/v1/account/equality'

describe('the equality questions', () => {
  it('are optional, saved whole, and stored against the business profile, never the account', async () => {
    const payload = await testPayload()
    const { client, user } = await registeredLearner(uniqueEmail('equality-save'), { teamSize: '2-8' })
    expect((await client.get<Equality>(equalityPath)).body).toEqual({ ageBand: null, sex: null, ethnicGroup: null, disability: null })
    const saved = await client.put<Equality>(equalityPath, { ageBand: '35-44', sex: 'prefer-not-to-say', ethnicGroup: '', disability: 'no', userId: user.id })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ ageBand: '35-44', sex: 'prefer-not-to-say', ethnicGroup: null, disability: 'no' })
    expect((await client.put<Equality>(equalityPath, { ethnicGroup: 'mixed' })).body).toEqual({ ageBand: null, sex: null, ethnicGroup: 'mixed', disability: null })
    const rows = (await payload.db.drizzle.execute(sql`
      SELECT a.ethnic_group FROM equality_answers a JOIN business_profiles p ON p.id = a.respondent_id WHERE p.learner_id = ${user.id}`)).rows
    expect(rows).toEqual([{ ethnic_group: 'mixed' }])
    const columns = (await payload.db.drizzle.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'equality_answers'`)).rows
    expect(columns.map((row) => row.column_name)).not.toContain('learner_id')
  })

  it('refuses an answer not on the list and keeps what was stored; signed out is 401, another userId 403', async () => {
    const { client, user } = await registeredLearner(uniqueEmail('equality-refused'))
    await client.put(equalityPath, { ageBand: '25-34' })
    expectFieldError(await client.put(equalityPath, { ageBand: '100' }), 'ageBand', 'Please choose an answer from the list')
    expectFieldError(await client.put(equalityPath, { disability: true }), 'disability', 'Please choose an answer from the list')
    expect((await client.get<Equality>(equalityPath)).body.ageBand).toBe('25-34')
    const other = await registeredLearner(uniqueEmail('equality-other'))
    expect((await new ApiClient().get(equalityPath)).status).toBe(401)
    expect((await client.put(equalityPath, { sex: 'male', userId: other.user.id })).status).toBe(403)
    expect((await client.get(`${equalityPath}?userId=${other.user.id}`)).status).toBe(403)
    expect(user.id).not.toBe(other.user.id)
  })

  it('are closed to staff one by one: Payload\'s REST answers 403', async () => {
    const { client } = await registeredLearner(uniqueEmail('equality-staff'))
    await client.put(equalityPath, { sex: 'female' })
    const token = await staffLogin()
    const listed = await fetch(`${process.env.TEST_BASE_URL}/api/equality-answers`, { headers: { Authorization: `JWT ${token}` } })
    expect(listed.status).toBe(403)
  })

  it('stay, unlinked, when the learner is deleted', async () => {
    const payload = await testPayload()
    const { client, user } = await registeredLearner(uniqueEmail('equality-deleted'))
    await client.put(equalityPath, { ageBand: '55-64' })
    await payload.delete({ collection: 'course-users', id: user.id, overrideAccess: true })
    const kept = (await payload.db.drizzle.execute(sql`
      SELECT p.learner_id, a.age_band FROM equality_answers a JOIN business_profiles p ON p.id = a.respondent_id
      WHERE p.id NOT IN (SELECT id FROM business_profiles WHERE learner_id IS NOT NULL) AND a.age_band = '55-64'`)).rows
    expect(kept).toContainEqual({ learner_id: null, age_band: '55-64' })
  })
})
