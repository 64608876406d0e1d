import { getCatalogue } from '@/domains/content'
import { socialCardImage } from '@/components/socialCard/socialCardImage'
import { coursePriceLabel, isPaidCourse } from '@/lib/rules/courseLabels'
import { getPayload } from 'payload'
import config from '@payload-config'

export { socialCardContentType as contentType, socialCardSize as size } from '@/components/socialCard/socialCardImage'
export const alt = 'The course title and summary on a Solving Tech card'

type Props = { params: Promise<{ courseId: string }> }

/** A course's link preview: free or paid, its title and summary, from the cached catalogue (so it follows staff edits). */
export default async function CourseSocialCard({ params }: Props) {
  const { courseId } = await params
  const course = (await getCatalogue(await getPayload({ config }))).find((entry) => entry.id === courseId)
  if (!course) return new Response('Course not found', { status: 404 })
  const eyebrow = course.status !== 'available' ? 'Coming soon' : isPaidCourse(course) ? `Paid course · ${coursePriceLabel(course)}` : 'Free course'
  return socialCardImage({ eyebrow, title: course.title, summary: course.summary })
}
