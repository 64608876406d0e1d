import { getPayload } from 'payload'
import { cache } from 'react'

import config from '@payload-config'
import type { CourseUser } from '@/payload-types'
import { isId } from '@/lib/rules/ids'
import { enrolmentOpensLessons, lessonLockMessages } from '@/lib/rules/lessonAccess'
import { resumePosition } from '@/lib/rules/playback'
import { courseDetailFor, findPlayback, lessonTranscript, openableLesson, recordLessonOpened, toLessonDetail } from '@/domains/learning'
import type { CourseDetail, LessonDetail } from '@/domains/learning'
import { findActionSummary, findResources } from '@/domains/workbook'
import type { ActionSummary, Resource } from '@/domains/workbook'
import type { Transcript } from '@/lib/rules/transcript'
import type { LessonSharing } from '@/domains/learning/ui/ShareLesson'
import { groupLinkFor } from '@/domains/calls'
import { findWhatsAppGroupLink } from '@/domains/content'
import { askInGroupText, shareLessonText, whatsAppShareUrl } from '@/lib/rules/community'
import { env } from '@/lib/server/env'
import { offeredCheckOf, type OfferedCheck } from '@/domains/impact'
import { isCheckOfferedOn } from '@/lib/rules/impactChecks'
import { showsHowThisWorks } from '@/lib/rules/courseEntry'

export type LessonScreenData =
  | {
      state: 'open'
      lesson: LessonDetail
      course: CourseDetail
      isCompleted: boolean
      resumeAt: number | null
      transcript: Transcript | null
      /** The action for this week, for learners of the course; null when there is none or they are not enrolled. */
      action: ActionSummary | null
      /** The downloads of the lesson and its course, for learners of the course. */
      resources: Resource[]
      /** "Share this lesson", and "Ask about this in the group" for learners of the course when there is a group. */
      sharing: LessonSharing
      /** Whether the learner is enrolled in the lesson's course (a preview is labelled so only for those who are not). */
      isEnrolled: boolean
      /** The course's check to offer under the lesson: the end, once the course is complete (never the baseline). */
      check: OfferedCheck | null
      /** "How this works": on the first lesson, for a learner of the course who has completed none of it yet. */
      howThisWorks: boolean
    }
  /** `enrolHere`: enrolling (free) opens it, so the screen offers it on the spot. `isRecording`: a call recording. */
  | { state: 'locked'; reason: string; courseId: string; enrolHere: boolean; isRecording: boolean }

/**
 * What the lesson screen shows the learner: the lesson with its course (for the sidebar), a locked state, or null
 * when there is no such lesson. Cached per request, so metadata and page share one read. Opening it is noted (the
 * player's reports may date their playing back to it).
 */
export const loadLessonScreen = cache(async (lessonId: string, learner: CourseUser): Promise<LessonScreenData | null> => {
  if (!isId(lessonId)) return null
  const payload = await getPayload({ config })
  const outcome = await openableLesson(payload, lessonId, learner)
  if (outcome.kind === 'missing') return null
  if (outcome.kind === 'locked') {
    return {
      state: 'locked',
      reason: lessonLockMessages[outcome.lock],
      courseId: outcome.courseId,
      enrolHere: outcome.lock === 'enrol' && outcome.courseIsFree,
      isRecording: outcome.lock === 'programme',
    }
  }
  const enrolled = outcome.lesson.enrolment !== null
  const [course, transcript, playback, action, resources, groupLink, offered] = await Promise.all([
    courseDetailFor(payload, outcome.lesson.courseId, learner),
    lessonTranscript(payload, outcome.lesson),
    findPlayback(payload, String(learner.id), outcome.lesson),
    enrolled ? findActionSummary(payload, String(learner.id), outcome.lesson.id) : null,
    enrolled ? findResources(payload, [outcome.lesson.courseId], { lessonId: outcome.lesson.id }) : null,
    // A learner whose enrolment here opens the lessons, or who opened a call recording (a learner of the programme), is
    // one the group is for, with no query to ask (groupLinkFor).
    (enrolled && enrolmentOpensLessons({ courseIsFree: outcome.lesson.courseIsFree, enrolment: outcome.lesson.enrolment, learner })) || outcome.lesson.inProgramme
      ? findWhatsAppGroupLink(payload)
      : enrolled
        ? groupLinkFor(payload, String(learner.id))
        : null,
    enrolled ? offeredCheckOf(payload, String(learner.id), outcome.lesson.courseId) : null,
    recordLessonOpened(payload, String(learner.id), outcome.lesson.id),
  ])
  if (!course) return null
  const isCompleted = course.lessons.some((each) => each.id === outcome.lesson.id && each.isCompleted)
  const resumeAt = resumePosition(playback.positionSeconds, outcome.lesson.videoSeconds)
  // Shared, the course page speaks for the lesson (it has a link preview and is open to anyone); the group's members are learners.
  const lessonUrl = `${env.publicUrl}/v1/lessons/${outcome.lesson.id}`
  const sharing: LessonSharing = {
    shareUrl: whatsAppShareUrl(shareLessonText(outcome.lesson.title, `${env.publicUrl}/v1/courses/${course.id}`)),
    askInGroupUrl: groupLink ? whatsAppShareUrl(askInGroupText(outcome.lesson.title, lessonUrl)) : null,
  }
  return {
    state: 'open',
    lesson: toLessonDetail(outcome.lesson, course.lessons),
    course,
    isCompleted,
    resumeAt,
    transcript,
    action,
    resources: resources?.get(outcome.lesson.courseId) ?? [],
    sharing,
    isEnrolled: enrolled,
    check: offered && isCheckOfferedOn(offered, 'lesson') ? offered : null,
    howThisWorks: showsHowThisWorks(course, outcome.lesson.id),
  }
})

/** The course of a lesson in a published course, for a visitor sent to sign in from it; null for no such lesson. */
export const courseIdOfLesson = async (lessonId: string): Promise<string | null> => {
  if (!isId(lessonId)) return null
  const outcome = await openableLesson(await getPayload({ config }), lessonId, null)
  if (outcome.kind === 'missing') return null
  return outcome.kind === 'open' ? outcome.lesson.courseId : outcome.courseId
}
