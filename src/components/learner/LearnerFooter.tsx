import { supportEmail } from '@/lib/rules/supportEmail'
import { Link } from '@/ui/Link'

import { privacyLink, termsLink } from '@/lib/rules/siteLinks'

const linkClass = 'inline-flex min-h-11 items-center hover:underline'

/** The learner area's footer: the privacy and terms pages, and the support address. */
export const LearnerFooter = () => (
  <footer className="bg-navy-950 px-4 py-8 text-navy-100 sm:px-6">
    <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap gap-x-6">
      {[privacyLink, termsLink].map((link) => (
        <Link key={link.href} href={link.href} className={linkClass}>
          {link.label}
        </Link>
      ))}
      <a href={`mailto:${supportEmail}`} className={linkClass}>
        Support
      </a>
    </nav>
  </footer>
)
