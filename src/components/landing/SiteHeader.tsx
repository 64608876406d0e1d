import { ButtonLink } from '@/ui/ButtonLink'
import { Link } from '@/ui/Link'
import { SiteLogoLink } from '@/ui/SiteLogoLink'

import { legalLinks, sectionLinks, signInLink } from '@/lib/rules/siteLinks'
import { MobileMenu } from './MobileMenu'
import { MoreMenu } from './MoreMenu'

const signInClasses = 'inline-flex min-h-11 items-center rounded-lg font-semibold whitespace-nowrap text-navy-900 underline underline-offset-4 hover:bg-navy-100'

/**
 * The sticky landing-page header: section links, the More menu, Sign in and Join Free Now; on a phone, Sign in beside
 * the menu, so someone with an account is one tap from the learner area.
 */
export const SiteHeader = () => (
  <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 px-4 backdrop-blur sm:px-6">
    <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 py-3 sm:gap-4">
      <SiteLogoLink href="/" label="Solving Tech, home" />
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {sectionLinks.map((link) => (
          <a key={link.href} href={link.href} className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-navy-900 hover:bg-navy-100">
            {link.label}
          </a>
        ))}
        <MoreMenu links={legalLinks} />
        <Link href={signInLink.href} className={`${signInClasses} px-3`}>
          {signInLink.label}
        </Link>
        <ButtonLink href="#signup" className="ml-2">
          Join Free Now
        </ButtonLink>
      </nav>
      <MobileMenu
        sectionLinks={sectionLinks}
        legalLinks={legalLinks}
        beside={
          <Link href={signInLink.href} className={`${signInClasses} px-2`}>
            {signInLink.label}
          </Link>
        }
      />
    </div>
  </header>
)
