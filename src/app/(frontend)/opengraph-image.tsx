import { socialCardImage } from '@/components/socialCard/socialCardImage'
import { siteDescription } from '@/lib/rules/siteMetadata'

export { socialCardContentType as contentType, socialCardSize as size } from '@/components/socialCard/socialCardImage'
export const alt = 'Solving Tech for Small Builders: a free online programme'

/** The link preview of the landing page, and of any page without its own. */
export default function LandingSocialCard() {
  return socialCardImage({ eyebrow: 'Free online programme', title: 'Solving Tech for Small Builders', summary: siteDescription })
}
