import { fileSlug } from '@/lib/rules/fileSlug'

/** A certificate code: 32 random bytes in base64url (43 characters), made on the server. */
const codePattern = /^[A-Za-z0-9_-]{43}$/

/** Anything else cannot name a certificate, so it is "not found" without asking the database. */
export const isCertificateCode = (value: unknown): value is string => typeof value === 'string' && codePattern.test(value)

/** The public verification page of a certificate, on this site. */
export const certificatePath = (code: string): string => `/certificates/${code}`

export const certificatePdfPath = (code: string): string => `${certificatePath(code)}/pdf`

/** The PDF's download name: `solving-tech-certificate-<course-slug>.pdf`, the slug made of the title's letters and digits. */
export const certificateFileName = (courseTitle: string): string => `solving-tech-certificate-${fileSlug(courseTitle, 60) || 'course'}.pdf`

/** How a certificate's lessons were completed, counted when it was issued. */
export type CompletionRecord = { total: number; watched: number; marked: number }

const lessons = (count: number) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`

/**
 * The certificate page's honest account of how the course was completed: lessons watched through in the lesson player
 * (90 % of the video really played, as fast as real time allows) and lessons marked complete by the learner.
 */
export const completionRecordText = ({ total, watched, marked }: CompletionRecord): string => {
  if (watched === total) return `All ${lessons(total)} were watched through in the lesson player.`
  const parts = [`${watched} of the ${lessons(total)} ${watched === 1 ? 'was' : 'were'} watched through in the lesson player`]
  if (marked > 0) parts.push(`${marked} ${marked === 1 ? 'was' : 'were'} marked complete by the learner`)
  const earlier = total - watched - marked
  if (earlier > 0) parts.push(`${earlier} ${earlier === 1 ? 'was' : 'were'} completed before the site recorded how`)
  return `${parts.join('; ')}.`
}
