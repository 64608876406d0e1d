import { getCatalogue } from '@/app/(frontend)/_loaders/catalogue'
import { socialCardImage } from '@/components/socialCard/socialCardImage'

export { socialCardContentType as contentType, socialCardSize as size } from '@/components/socialCard/socialCardImage'
export const alt = 'The course title and summary on a Solving Tech card'

type Props = { params: Promise<{ courseId: string }> }

/** A course's link preview: its title and summary, from the cached catalogue (so it follows staff edits). */
export default async function CourseSocialCard({ params }: Props) {
  const { courseId } = await params
  const course = (await getCatalogue()).find((entry) => entry.id === courseId)
  if (!course) return new Response('Course not found', { status: 404 })
  return socialCardImage({ eyebrow: course.status === 'available' ? 'Free course' : 'Coming soon', title: course.title, summary: course.summary })
}
