import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { programmeFigures } from '@/domains/reports/programmeFigures'
import { createLearner } from '../support/factories'
import { outsideNext, testPayload, uniqueEmail } from '../support/payload'

const teamSizeCount = (figures: Awaited<ReturnType<typeof programmeFigures>>, label: string) =>
  figures.signups.byTeamSize.find((row) => row.label === label)?.count ?? 0

describe('the admin programme dashboard figures', () => {
  it('count signups, learners, enrolments, completion and the latest messages from known data', async () => {
    const payload = await testPayload()
    const before = await programmeFigures(payload)

    for (const teamSize of ['sole-trader', 'sole-trader', '8-15'] as const) {
      await payload.create({ collection: 'program-signups', data: { name: 'Pat', email: uniqueEmail('figures'), teamSize, consent: true } })
    }
    const old = await payload.create({ collection: 'program-signups', data: { name: 'Old', email: uniqueEmail('figures-old'), teamSize: '2-8', consent: true } })
    await payload.db.drizzle.execute(sql`UPDATE program_signups SET created_at = now() - interval '30 days' WHERE id = ${old.id}`)

    const course = await payload.create({
      collection: 'courses',
      context: outsideNext,
      data: { title: `Figures course ${Date.now()}`, summary: 's', description: 'd', isPublished: true, isFree: true, status: 'available' },
    })
    const lessons = [
      await payload.create({ collection: 'lessons', context: outsideNext, data: { course: course.id, title: 'One', orderIndex: 1 } }),
      await payload.create({ collection: 'lessons', context: outsideNext, data: { course: course.id, title: 'Two', orderIndex: 2 } }),
    ]
    const finisher = await createLearner(payload)
    const starter = await createLearner(payload)
    const browser = await createLearner(payload)
    for (const learner of [finisher, starter]) await payload.create({ collection: 'enrollments', data: { user: learner.id, course: course.id } })
    for (const lesson of lessons) await payload.create({ collection: 'lesson-progress', data: { user: finisher.id, lesson: lesson.id, isCompleted: true } })
    await payload.create({ collection: 'lesson-progress', data: { user: starter.id, lesson: lessons[0].id, isCompleted: true } })
    await payload.create({ collection: 'lesson-progress', data: { user: browser.id, lesson: lessons[1].id, isCompleted: true } })
    const message = await payload.create({
      collection: 'contact-messages',
      data: { name: 'Figures Tester', email: uniqueEmail('figures-contact'), subject: `Dashboard check ${Date.now()}`, message: 'A message to count.' },
    })

    const after = await programmeFigures(payload)
    expect(after.signups.total - before.signups.total).toBe(4)
    expect(after.signups.lastSevenDays - before.signups.lastSevenDays).toBe(3)
    expect(teamSizeCount(after, 'Sole Trader') - teamSizeCount(before, 'Sole Trader')).toBe(2)
    expect(teamSizeCount(after, '8-15 people') - teamSizeCount(before, '8-15 people')).toBe(1)
    expect(teamSizeCount(after, '2-8 people') - teamSizeCount(before, '2-8 people')).toBe(1)
    expect(after.learners - before.learners).toBe(3)
    expect(after.courses.find((row) => row.id === String(course.id))).toEqual({ id: String(course.id), title: course.title, enrolments: 2, completed: 1, completionRate: 50 })
    expect(after.recentMessages[0]).toMatchObject({ id: String(message.id), subject: message.subject, name: 'Figures Tester' })
    expect(after.recentMessages.length).toBeLessThanOrEqual(5)
  })
})
