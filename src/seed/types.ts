/**
 * The shapes of the sample content in ./data: Payload's own document types (src/payload-types.ts), without what
 * Payload fills in, and with plain lists and file names where the loader (./index.ts) builds the stored form.
 */
import type { PromptKind } from '@/lib/rules/workbook'
import type { Course, Faq, Landing, Lesson, Mission, Person, SolutionProvider, Testimonial } from '../payload-types'

/** A document as the seed writes it: Payload sets its id and timestamps. */
type SeedDocument<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

/** An image from src/seed/images, uploaded into Media by the loader. */
export type SeedImage = {
  /** A file name in src/seed/images. */
  file: string
  alt: string
}

/** One question of a lesson's action, with a checklist's items as a list (the loader writes them one a line). */
export type SeedPrompt = { kind: PromptKind; question: string; checklistItems?: string[] }

/** A lesson's "Action for this week". */
export type SeedAction = { title: string; instructions: string; prompts: SeedPrompt[] }

export type SeedLesson = Pick<Lesson, 'title' | 'description' | 'orderIndex' | 'isPreview' | 'durationSeconds'> & {
  /** Plain paragraphs of the lesson text, shown under the video. */
  bodyParagraphs: string[]
  action?: SeedAction
}

export type SeedCourse = Omit<SeedDocument<Course>, 'whatYouWillLearn' | 'lessons' | 'coverImage' | 'kind'> & {
  /** A course of the programme unless given (Payload's default). */
  kind?: Course['kind']
  whatYouWillLearn: string[]
  lessons: SeedLesson[]
  cover: SeedImage
}

export type SeedFaq = SeedDocument<Faq>

export type SeedTestimonial = Omit<SeedDocument<Testimonial>, 'headshot'> & { headshot: SeedImage }

export type SeedPerson = Omit<SeedDocument<Person>, 'photo'> & { photo: SeedImage }

export type SeedSolutionProvider = Omit<SeedDocument<SolutionProvider>, 'features'> & { features: string[] }

export type SeedLanding = SeedDocument<Landing>

export type SeedMission = SeedDocument<Mission>
