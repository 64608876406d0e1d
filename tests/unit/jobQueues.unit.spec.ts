import { describe, expect, it } from 'vitest'

import { inDatabaseOrder } from '@/lib/server/jobQueues'

describe('the background tasks, in the order of their database enum', () => {
  it('keep the enum order whatever the order of the modules, and put any other task after them, in the order given', () => {
    const tasks = ['newTaskB', 'requeueStrandedMail', 'queueStaffDigest', 'newTaskA', 'sendMail', 'removeExpiredRecords'].map((slug) => ({ slug }))
    expect(inDatabaseOrder(tasks).map((task) => task.slug)).toEqual(['removeExpiredRecords', 'sendMail', 'queueStaffDigest', 'requeueStrandedMail', 'newTaskB', 'newTaskA'])
  })
})
