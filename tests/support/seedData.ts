/**
 * What the sample content holds, read from the seed data itself (src/seed/data), so tests follow it when lessons are
 * added or removed instead of repeating its numbers.
 */
import { sampleCalls } from '../../src/seed/data/calls'
import { callRecordingsCourse, featuredCourse, paidCourse, roadmapCourses } from '../../src/seed/data/courses'
import { people } from '../../src/seed/data/people'

/** The programme's name: the landing page's heading and the featured course's title. */
export { programmeTitle } from '../../src/seed/data/programme'

export const featuredCourseTitle = featuredCourse.title
/** The course that holds the call recordings (its kind is `recordings`: no enrolment, no certificate). */
export const recordingsCourseTitle = callRecordingsCourse.title
export const paidCourseTitle = paidCourse.title

/** How many lessons the featured course has. */
export const featuredLessonCount = featuredCourse.lessons.length
/** How many lessons the paid course has. */
export const paidLessonCount = paidCourse.lessons.length

/** The positions 1, 2, … n of a course of `count` lessons. */
export const lessonPositions = (count: number): number[] => Array.from({ length: count }, (_each, index) => index + 1)

/** The whole percentage a learner sees after `completed` of `total` lessons (rounded to the nearest whole number). */
export const percentOf = (completed: number, total: number): number => Math.round((100 * completed) / total)

/** The progress line of the learner screens, e.g. "1 of 14 lessons · 7%". */
export const progressLine = (completed: number, total: number): string => `${completed} of ${total} lessons · ${percentOf(completed, total)}%`

/** The featured course's cover picture description, as the seed uploads it. */
export const featuredCoverAlt = featuredCourse.cover.alt

/** The first course on the roadmap (coming soon). */
export const comingSoonCourseTitle = roadmapCourses[0].title

/** The sample call that has been, and the title of its recording (a lesson of the call recordings). */
export const sampleRecording = { callTitle: sampleCalls.recorded.title, lessonTitle: callRecordingsCourse.lessons[0].title }

/** The names on the About section's people cards (other tests add mentors, who join them). */
export const seededPeopleNames = people.map((person) => person.name)
