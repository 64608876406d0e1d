/** The shapes of the sample content in ./data. The loader (./index.ts) turns them into Payload documents. */

export type SeedLesson = {
  title: string
  description: string
  /** 1-based position in the course. */
  orderIndex: number
  isPreview: boolean
  durationSeconds: number
  /** Plain paragraphs of the lesson text, shown under the video. */
  bodyParagraphs: string[]
}

export type SeedCourse = {
  title: string
  summary: string
  description: string
  whatYouWillLearn: string[]
  isFree: boolean
  /** Pounds, two decimals at most; only for paid courses. */
  price?: number
  isPublished: boolean
  status: 'available' | 'coming-soon'
  launchLabel?: string
  order: number
  lessons: SeedLesson[]
}

export type SeedFaq = { question: string; answer: string; order: number }

export type SeedTestimonial = {
  quote: string
  firstName: string
  roleAndTown: string
  rating: number
  /** A file name in src/seed/images. */
  headshotFile: string
  headshotAlt: string
  order: number
  isSampleContent: boolean
}

export type SeedPerson = {
  name: string
  title: string
  biography: string
  /** A file name in src/seed/images. */
  photoFile: string
  photoAlt: string
  profileUrl?: string
  company?: string
  companyUrl?: string
  order: number
  isSampleContent: boolean
}

export type SeedSolutionProvider = {
  name: string
  category: string
  description: string
  features: string[]
  priceFromMonthly: number
  rating: number
  badge: string
  verified: boolean
  contactUrl: string
  websiteUrl: string
  order: number
  isSampleContent: boolean
}

type TitledText = { title: string; text: string }

export type SeedLanding = {
  hero: {
    badges: string[]
    title: string
    subtitle: string
    highlights: { text: string }[]
    videoUrl: string
    videoPosterUrl: string
    videoCaptionsUrl: string
  }
  problem: { heading: string; intro: string; points: TitledText[] }
  solution: { heading: string; intro: string; features: TitledText[]; learningPoints: { text: string }[] }
  results: { heading: string; intro: string; stats: { value: string; label: string }[]; socialProof: string }
  about: { heading: string; intro: string; mission: string }
  closingCta: { heading: string; text: string; buttonLabel: string }
  signup: { heading: string; intro: string; thankYouMessage: string; socialLinks: { label: string; url: string }[] }
  footer: { fundingStatement: string; endorsementStatement: string; supportEmail: string }
}

export type SeedMission = {
  heading: string
  founderStory: string
  coreValues: TitledText[]
  missionPoints: { text: string }[]
  whyItMatters: string
}
