import { OptimisedImage } from '../ui/OptimisedImage'

import type { CourseCover as Cover } from '@/lib/rules/courseCover'

type Props = {
  cover: Cover
  /** How wide the picture shows at each screen width, so the browser fetches the smallest file that fits. */
  sizes: string
  className?: string
}

/**
 * A course's cover at a fixed 16:9, so nothing moves when it loads: the picture through next/image's optimiser, or a
 * panel in the course's colour with the site's mark. The panel says nothing the title beside it does not, so screen
 * readers skip it. Rendered on the server (see OptimisedImage).
 */
export const CourseCover = ({ cover, sizes, className = '' }: Props) => (
  <div className={`relative aspect-video w-full overflow-hidden ${className}`} style={{ backgroundColor: cover.colour }} data-testid="course-cover">
    {cover.image ? (
      <OptimisedImage src={cover.image.url} alt={cover.image.alt} fill sizes={sizes} className="object-cover" />
    ) : (
      <svg aria-hidden="true" viewBox="0 0 32 32" className="absolute top-1/2 left-1/2 h-2/5 -translate-x-1/2 -translate-y-1/2">
        <path d="M8 22 L16 8 L24 22 Z" fill="rgba(255,255,255,0.85)" />
      </svg>
    )}
  </div>
)
