/**
 * The shapes of the sample content in ./data: Payload's own document types (src/payload-types.ts), without what
 * Payload fills in, and with plain lists and file names where the loader (./index.ts) builds the stored form.
 */
import type { Course, Faq, Landing, Lesson, Mission, Person, SolutionProvider, Testimonial } from '../payload-types'

/** A document as the seed writes it: Payload sets its id and timestamps. */
type SeedDocument<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

/** An image from src/seed/images, uploaded into Media by the loader. */
export type SeedImage = {
  /** A file name in src/seed/images. */
  file: string
  alt: string
}

export type SeedLesson = Pick<Lesson, 'title' | 'description' | 'orderIndex' | 'isPreview' | 'durationSeconds'> & {
  /** Plain paragraphs of the lesson text, shown under the video. */
  bodyParagraphs: string[]
}

export type SeedCourse = Omit<SeedDocument<Course>, 'whatYouWillLearn' | 'lessons' | 'coverImage'> & {
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
