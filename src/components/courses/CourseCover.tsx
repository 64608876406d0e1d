import type { CourseCover as Cover } from '@/lib/rules/courseCover'
import { OptimisedImage } from '@/ui/OptimisedImage'

/** How wide a cover shows at each screen width where it appears, so the browser fetches the smallest file that fits. */
const coverSizes = {
  /** A catalogue card: three to a row on a wide screen, two on a tablet, one on a phone. */
  card: '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 100vw',
  /** Beside the text of the course page's header and the featured course; above it on a phone. */
  beside: '(min-width: 1024px) 24rem, 100vw',
  /** A dashboard card. */
  dashboard: '(min-width: 768px) 36rem, 100vw',
}

type Props = {
  cover: Cover
  /** Where the cover appears, which sets how wide it shows (coverSizes). */
  placement: keyof typeof coverSizes
  className?: string
}

/**
 * A course's cover at a fixed 16:9, so nothing moves when it loads: the picture through next/image's optimiser, or a
 * panel in the course's colour with the site's mark. The panel says nothing the title beside it does not, so screen
 * readers skip it. Rendered on the server (see OptimisedImage).
 */
export const CourseCover = ({ cover, placement, className = '' }: Props) => (
  <div className={`relative aspect-video w-full overflow-hidden ${className}`} style={{ backgroundColor: cover.colour }} data-testid="course-cover">
    {cover.image ? (
      <OptimisedImage src={cover.image.url} alt={cover.image.alt} fill sizes={coverSizes[placement]} className="object-cover" />
    ) : (
      <svg aria-hidden="true" viewBox="0 0 32 32" className="absolute top-1/2 left-1/2 h-2/5 -translate-x-1/2 -translate-y-1/2">
        <path d="M8 22 L16 8 L24 22 Z" fill="rgba(255,255,255,0.85)" />
      </svg>
    )}
  </div>
)
