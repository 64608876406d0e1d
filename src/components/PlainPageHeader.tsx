import { Link } from '@/ui/Link'
import { LogoImage } from '@/ui/LogoImage'

/** The slim header of pages outside the learner area (privacy, terms, certificates): the logo and Back to Home. */
export const PlainPageHeader = () => (
  <header className="border-b border-navy-100 px-4 py-3 sm:px-6">
    <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
      <Link href="/" className="rounded" aria-label="Solving Tech, home">
        <LogoImage />
      </Link>
      <Link href="/" className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-2">
        Back to Home
      </Link>
    </div>
  </header>
)
