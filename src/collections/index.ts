import type { CollectionConfig } from 'payload'

import { Courses } from './Courses'
import { Faqs } from './Faqs'
import { LessonMedia } from './LessonMedia'
import { Lessons } from './Lessons'
import { Media } from './Media'
import { People } from './People'
import { RateLimitCounters } from './RateLimitCounters'
import { SolutionProviders } from './SolutionProviders'
import { Testimonials } from './Testimonials'

/** The programme's content, which staff write and every feature reads. */
export const contentCollections: CollectionConfig[] = [Courses, Lessons, Faqs, Testimonials, People, SolutionProviders, Media, LessonMedia]

/** What no one feature owns: the request limits every endpoint shares. */
export const sharedCollections: CollectionConfig[] = [RateLimitCounters]
