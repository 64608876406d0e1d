import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { uploadedFilePath } from '@/lib/server/uploads/uploadedFilePath'
import type { Course, Lesson } from '@/payload-types'
import { sampleCalls } from '@/seed/data/calls'
import { callRecordingsCourse } from '@/seed/data/courses'
import { createLearner } from '../support/factories'
import { testPayload, uniqueEmail } from '../support/payload'
import { featuredCourseTitle, featuredLessonCount, lessonPositions } from '../support/seedData'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const countAll = async () => {
  const collections = ['courses', 'lessons', 'faqs', 'testimonials', 'people', 'solution-providers', 'media', 'lesson-media', 'workbook-resources', 'live-sessions', 'mentoring-slots'] as const
  const counts: Record<string, number> = {}
  for (const collection of collections) counts[collection] = (await payload.count({ collection })).totalDocs
  return counts
}

describe('sample content', () => {
  it('has the featured course with all its seeded lessons, the first a preview', async () => {
    const { docs } = await payload.find({ collection: 'courses', where: { title: { equals: featuredCourseTitle } } })
    expect(docs).toHaveLength(1)
    const [course] = docs
    expect(course).toMatchObject({ isFree: true, isPublished: true, status: 'available' })
    const lessons = await payload.find({ collection: 'lessons', where: { course: { equals: course.id } }, sort: 'orderIndex', limit: 100 })
    expect(lessons.docs.map((lesson) => lesson.orderIndex)).toEqual(lessonPositions(featuredLessonCount))
    expect(lessons.docs.map((lesson) => lesson.isPreview)).toEqual([true, ...Array(featuredLessonCount - 1).fill(false)])
    for (const lesson of lessons.docs) {
      expect(lesson.title.length).toBeGreaterThan(5)
      expect(lesson.videoFile).toMatchObject({ mimeType: 'video/mp4', filename: expect.stringMatching(/^lesson-sample.*\.mp4$/) })
      expect(lesson.captionsFile).toMatchObject({ mimeType: 'text/vtt', filename: expect.stringMatching(/^lesson-sample.*\.vtt$/) })
      expect([lesson.videoUrl, lesson.captionsUrl]).toEqual([null, null])
    }
  })

  it('gives every featured lesson an action, and the featured course the workbook PDF', async () => {
    const [course] = (await payload.find({ collection: 'courses', where: { title: { equals: featuredCourseTitle } }, limit: 1 })).docs
    const lessons = await payload.find({ collection: 'lessons', where: { course: { equals: course.id } }, sort: 'orderIndex', limit: 100 })
    expect(lessons.docs).toHaveLength(featuredLessonCount)
    for (const lesson of lessons.docs) {
      expect(lesson.action?.title).toBeTruthy()
      expect(lesson.action?.prompts?.length).toBeGreaterThanOrEqual(1)
    }
    const resources = await payload.find({
      collection: 'workbook-resources',
      where: { and: [{ course: { equals: course.id } }, { title: { equals: 'The workbook (PDF)' } }] },
      depth: 0,
    })
    expect(resources.docs).toHaveLength(1)
    const [workbook] = resources.docs
    expect(workbook.mimeType).toBe('application/pdf')
    // Payload's local storage keeps the file in the collection's folder (under UPLOADS_DIR when it is set).
    const bytes = await readFile(uploadedFilePath(payload, 'workbook-resources', String(workbook.filename))!)
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF')
  })

  it('has a published paid course with a price in pounds', async () => {
    const { docs } = await payload.find({ collection: 'courses', where: { and: [{ isFree: { equals: false } }, { isPublished: { equals: true } }] } })
    expect(docs.length).toBeGreaterThanOrEqual(1)
    expect(docs[0].price).toBeGreaterThan(0)
  })

  it('has the six roadmap courses as coming soon', async () => {
    const { docs } = await payload.find({ collection: 'courses', where: { status: { equals: 'coming-soon' } }, sort: 'order' })
    expect(docs.map((course) => course.title)).toEqual([
      'Solving Mindset for Small Builders',
      'Solving Brand for Small Builders',
      'Solving Profit for Small Builders',
      'Winning Work for Small Builders',
      'Solving People and Skills for Small Builders',
      'Solving Sustainability for Small Builders',
    ])
  })

  it('has 6 FAQs, 3 five-star testimonials, 4 people and 6 providers within the spec ranges', async () => {
    expect((await payload.count({ collection: 'faqs' })).totalDocs).toBe(6)
    const testimonials = await payload.find({ collection: 'testimonials', depth: 1 })
    expect(testimonials.docs).toHaveLength(3)
    for (const testimonial of testimonials.docs) {
      expect(testimonial.rating).toBe(5)
      expect(testimonial.isSampleContent).toBe(true)
      expect(testimonial.headshot).toMatchObject({ mimeType: 'image/jpeg' })
    }
    expect((await payload.count({ collection: 'people' })).totalDocs).toBe(4)
    const providers = await payload.find({ collection: 'solution-providers' })
    expect(providers.docs).toHaveLength(6)
    for (const provider of providers.docs) {
      expect(provider.priceFromMonthly).toBeGreaterThanOrEqual(18)
      expect(provider.priceFromMonthly).toBeLessThanOrEqual(35)
      expect(provider.rating).toBeGreaterThanOrEqual(4.4)
      expect(provider.rating).toBeLessThanOrEqual(4.9)
    }
  })

  it('has the landing copy with the claims of the spec', async () => {
    const landing = await payload.findGlobal({ slug: 'landing' })
    const text = JSON.stringify(landing)
    for (const claim of ['15,000', '30,000', '65%', '64%', '63%', '50+']) expect(text).toContain(claim)
  })

  it('opens the sample programme, whose featured course is open, with next month kept for COMING SOON', async () => {
    const { programme } = await payload.findGlobal({ slug: 'landing' })
    expect(programme.state).toBe('open')
    const now = new Date()
    expect(programme.launchMonth).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12)).toISOString())
  })

  it('has upcoming calls (a fortnightly series for everyone, one for the featured course), a recorded one and a sample mentor\'s weekly slots', async () => {
    // Other tests add calls and slots of their own, far in the future: these are the sample's.
    const series = await payload.find({ collection: 'live-sessions', where: { title: { equals: sampleCalls.fortnightly.title } }, sort: 'startsAt', depth: 0, limit: 50 })
    expect(series.docs).toHaveLength(7)
    expect(series.docs.every((call) => !call.course && Date.parse(call.startsAt) > Date.now())).toBe(true)
    const ukClock = new Intl.DateTimeFormat('en-GB', { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' })
    expect(new Set(series.docs.map((call) => ukClock.format(new Date(call.startsAt))))).toEqual(new Set(['Tuesday 19:00']))
    const courseCalls = await payload.find({ collection: 'live-sessions', where: { title: { equals: sampleCalls.courseLunchtime.title } }, depth: 1 })
    expect(courseCalls.docs.map((call) => (typeof call.course === 'object' ? call.course?.title : null))).toEqual([featuredCourseTitle])
    // One call has been, two weeks before the series, at the same UK time; its recording is a lesson of the recordings course.
    const [recorded] = (await payload.find({ collection: 'live-sessions', where: { title: { equals: sampleCalls.recorded.title } }, depth: 2 })).docs
    expect(Date.parse(recorded.startsAt)).toBeLessThan(Date.now())
    expect(ukClock.format(new Date(recorded.startsAt))).toBe('Tuesday 19:00')
    const recording = recorded.recording as Lesson
    expect({ title: recording.title, course: (recording.course as Course).title, isPreview: recording.isPreview }).toEqual({
      title: callRecordingsCourse.lessons[0].title,
      course: callRecordingsCourse.title,
      isPreview: false,
    })
    expect(recording.videoFile).toBeTruthy()
    const slots = await payload.find({
      collection: 'mentoring-slots',
      where: { series: { exists: true }, startsAt: { less_than: '2030-01-01T00:00:00.000Z' } },
      depth: 1,
      limit: 50,
    })
    expect(slots.docs).toHaveLength(12)
    expect(new Set(slots.docs.map((slot) => `${typeof slot.mentor === 'object' ? slot.mentor.name : ''} ${slot.how}`))).toEqual(new Set(['Mark Collins video', 'Mark Collins phone']))
  })

  it('seeds again without duplicating anything', async () => {
    const before = await countAll()
    await seed(payload)
    expect(await countAll()).toEqual(before)
  })
})

/** Payload's answer when a unique index refuses a row: a ValidationError naming the columns. */
const uniqueValueRefused = (path: string) => ({
  name: 'ValidationError',
  message: `The following field is invalid: ${path}`,
  data: { errors: [{ message: 'Value must be unique', path }] },
})

/** The first row is stored; the same row again is refused by the unique index on `columns`. */
const expectSecondRefused = async (create: () => Promise<unknown>, columns: string) => {
  await create()
  await expect(create()).rejects.toMatchObject(uniqueValueRefused(columns))
}

describe('unique constraints', () => {
  it('allows one enrolment per learner and course', async () => {
    const learner = await createLearner(payload)
    // The featured course: the first course found could be one another test file made (a recordings course refuses enrolments).
    const course = (await payload.find({ collection: 'courses', where: { title: { equals: featuredCourseTitle } }, limit: 1 })).docs[0]
    await expectSecondRefused(() => payload.create({ collection: 'enrollments', data: { user: learner.id, course: course.id } }), 'user_id, course_id')
    expect((await payload.count({ collection: 'enrollments', where: { user: { equals: learner.id } } })).totalDocs).toBe(1)
  })

  it('allows one progress row per learner and lesson', async () => {
    const learner = await createLearner(payload)
    const lesson = (await payload.find({ collection: 'lessons', limit: 1 })).docs[0]
    await expectSecondRefused(() => payload.create({ collection: 'lesson-progress', data: { user: learner.id, lesson: lesson.id } }), 'user_id, lesson_id')
  })

  it('keeps one waiting-list signup per email, whatever its case and spaces', async () => {
    const email = uniqueEmail('signup')
    await payload.create({ collection: 'program-signups', data: { name: 'First', email, consent: true } })
    await expect(
      payload.create({ collection: 'program-signups', data: { name: 'Second', email: `  ${email.toUpperCase()} `, consent: true } }),
    ).rejects.toMatchObject(uniqueValueRefused('email'))
  })

  it('stores learner emails trimmed and lower-cased, and fills the name from its parts', async () => {
    const email = uniqueEmail('case')
    const learner = await createLearner(payload, { email: ` ${email.toUpperCase()} `, firstName: 'Ada', lastName: 'Brick', name: '' })
    expect(learner.email).toBe(email)
    expect(learner.name).toBe('Ada Brick')
    expect(learner.membershipTier).toBe('free')
  })
})
