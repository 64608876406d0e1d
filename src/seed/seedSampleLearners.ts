import { randomBytes, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { saveBusinessProfile } from '@/domains/impact'
import { completeLesson, enrol } from '@/domains/learning'
import { bookSlot, findFreeSlots } from '@/domains/mentoring'
import { sendAnswerFor } from '@/domains/workbook'

import { featuredCourse } from './data/courses'
import { sampleLearnerEmailDomain, sampleLearners } from './data/sampleLearners'

const emailOf = (learner: { firstName: string; lastName: string }) => `${learner.firstName}.${learner.lastName}@${sampleLearnerEmailDomain}`.toLowerCase()

/**
 * The sample learners, each enrolled on the featured course with lessons done, answers sent to the coach (oldest
 * first, in the list's order) and, for one, a booked mentoring call. Written through the same domain calls as the
 * learners' own, after the content is committed. Loaded once: a database with the first sample learner keeps them.
 */
export const seedSampleLearners = async (payload: Payload): Promise<void> => {
  if ((await payload.count({ collection: 'course-users', where: { email: { equals: emailOf(sampleLearners[0]) } } })).totalDocs > 0) return
  const [course] = (await payload.find({ collection: 'courses', where: { title: { equals: featuredCourse.title } }, limit: 1, depth: 0 })).docs
  if (!course) return
  const lessons = (await payload.find({ collection: 'lessons', where: { course: { equals: course.id } }, sort: 'orderIndex', limit: 100, depth: 0 })).docs
  const lessonNumbered = (number: number) => lessons.find((lesson) => lesson.orderIndex === number)
  for (const sample of sampleLearners) {
    const learner = await payload.create({
      collection: 'course-users',
      data: {
        email: emailOf(sample),
        password: randomBytes(24).toString('base64url'),
        firstName: sample.firstName,
        lastName: sample.lastName,
        name: `${sample.firstName} ${sample.lastName}`,
        company: sample.company,
        phone: sample.phone,
        membershipTier: 'free',
        isSample: true,
      },
    })
    const learnerId = String(learner.id)
    await saveBusinessProfile(payload, learnerId, { teamSize: sample.teamSize, trade: sample.trade, tradeOther: null, postcodeDistrict: sample.postcodeDistrict })
    await payload.update({ collection: 'business-profiles', where: { learner: { equals: learnerId } }, data: { isSample: true } })
    await enrol(payload, learnerId, String(course.id))
    for (const number of sample.completed) {
      const lesson = lessonNumbered(number)
      if (lesson) await completeLesson(payload, learnerId, String(lesson.id))
    }
    for (const [number, texts] of Object.entries(sample.sent)) {
      const lesson = lessonNumbered(Number(number))
      const textPrompts = (lesson?.action?.prompts ?? []).filter((prompt) => prompt.kind === 'shortText' || prompt.kind === 'longText')
      const entries = textPrompts.slice(0, texts.length).map((prompt, index) => ({ promptId: String(prompt.id), text: texts[index] }))
      if (lesson && entries.length > 0) await sendAnswerFor(payload, learnerId, String(lesson.id), randomUUID(), entries)
    }
    if (sample.mentoringTopic) {
      const [slot] = await findFreeSlots(payload)
      if (slot) await bookSlot(payload, { learnerId, slotId: slot.id, courseId: String(course.id), topic: sample.mentoringTopic, phone: sample.phone })
    }
  }
}
