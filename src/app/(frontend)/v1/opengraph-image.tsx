import { socialCardImage } from '@/components/socialCard/socialCardImage'

export { socialCardContentType as contentType, socialCardSize as size } from '@/components/socialCard/socialCardImage'
export const alt = 'Solving Tech: free courses for small builders'

/** The link preview of the learner area. */
export default function LearnerAreaSocialCard() {
  return socialCardImage({
    eyebrow: 'Free courses',
    title: 'Learn to choose and roll out technology',
    summary: 'Short lessons for small UK builders, installers and suppliers, made for a phone on site.',
  })
}
