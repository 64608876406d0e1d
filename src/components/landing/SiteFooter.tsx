import type { Landing } from '@/payload-types'

import { legalLinks, sectionLinks, signInLink } from '@/lib/rules/siteLinks'

type FooterLink = { href: string; label: string }

const quickLinks = [...sectionLinks, { href: '#signup', label: 'Sign up' }, signInLink]

/** A titled group of footer links; the title also names the navigation landmark. */
const FooterNav = ({ title, links }: { title: string; links: readonly FooterLink[] }) => (
  <nav aria-label={title}>
    <h2 className="font-bold text-white">{title}</h2>
    <ul className="mt-3 space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className="inline-block min-h-11 py-2.5 underline-offset-2 hover:underline">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
)

export const SiteFooter = ({ footer }: { footer: Landing['footer'] }) => {
  const supportLinks = footer.supportEmail ? [{ href: `mailto:${footer.supportEmail}`, label: footer.supportEmail }] : []
  return (
    <footer className="bg-navy-950 px-4 py-12 text-navy-100 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
        <div>
          <p className="text-xl font-extrabold text-white">Solving Tech</p>
          <p className="mt-3">{footer.fundingStatement}</p>
          {footer.endorsementStatement ? <p className="mt-3">{footer.endorsementStatement}</p> : null}
        </div>
        <FooterNav title="Quick links" links={quickLinks} />
        <FooterNav title="Legal" links={[...legalLinks, ...supportLinks]} />
      </div>
    </footer>
  )
}
