import { describe, expect, it } from 'vitest'

import { environmentProblems, setting } from '@/lib/server/envSchema'
import { inDatabaseOrder, runnersOf } from '@/lib/server/jobQueues'

describe('the background tasks, in the order of their database enum', () => {
  it('keep the enum order whatever the order of the modules, and put any other task after them, in the order given', () => {
    const tasks = ['newTaskB', 'requeueStrandedMail', 'queueStaffDigest', 'newTaskA', 'sendMail', 'removeExpiredRecords'].map((slug) => ({ slug }))
    expect(inDatabaseOrder(tasks).map((task) => task.slug)).toEqual(['removeExpiredRecords', 'sendMail', 'queueStaffDigest', 'requeueStrandedMail', 'newTaskB', 'newTaskA'])
  })
})

describe('the job runners an instance starts (JOBS_AUTORUN)', () => {
  const runners = [
    { cron: '0 * * * *', queue: 'maintenance' },
    { cron: '*/4 * * * * *', queue: 'mail', limit: 1 },
    { cron: '*/1 * * * * *', queue: 'mail-bulk', limit: 1, disableScheduling: true },
  ]

  it('are all of them unless JOBS_AUTORUN is false: npm start and a single instance run their own queues', () => {
    expect(setting('JOBS_AUTORUN', {})).toBe(true)
    expect(setting('JOBS_AUTORUN', { JOBS_AUTORUN: ' ' })).toBe(true)
    expect(setting('JOBS_AUTORUN', { JOBS_AUTORUN: 'true' })).toBe(true)
    expect(runnersOf(setting('JOBS_AUTORUN', {}), runners)).toEqual(runners)
  })

  it('are none on a web instance with JOBS_AUTORUN=false, whose queues a worker runs', () => {
    expect(setting('JOBS_AUTORUN', { JOBS_AUTORUN: 'false' })).toBe(false)
    expect(runnersOf(setting('JOBS_AUTORUN', { JOBS_AUTORUN: 'false' }), runners)).toEqual([])
  })

  it('stops the start on a value that is neither true nor false, rather than guessing', () => {
    expect(environmentProblems({ JOBS_AUTORUN: 'no' })).toEqual(['JOBS_AUTORUN must be true or false (got "no")'])
  })
})
