import type { Landing } from '@/payload-types'

import { legalLinks } from './legalLinks'

const quickLinks = [
  { href: '#programme', label: 'Programme' },
  { href: '#about', label: 'About' },
  { href: '#faq', label: 'FAQ' },
  { href: '#signup', label: 'Sign up' },
]

export const SiteFooter = ({ footer }: { footer: Landing['footer'] }) => (
  <footer className="bg-navy-950 px-4 py-12 text-navy-100 sm:px-6">
    <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
      <div>
        <p className="text-xl font-extrabold text-white">Solving Tech</p>
        <p className="mt-3">{footer.fundingStatement}</p>
        {footer.endorsementStatement ? <p className="mt-3">{footer.endorsementStatement}</p> : null}
      </div>
      <nav aria-label="Quick links">
        <h2 className="font-bold text-white">Quick links</h2>
        <ul className="mt-3 space-y-1">
          {quickLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-block min-h-11 py-2.5 underline-offset-2 hover:underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Legal">
        <h2 className="font-bold text-white">Legal</h2>
        <ul className="mt-3 space-y-1">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-block min-h-11 py-2.5 underline-offset-2 hover:underline">
                {link.label}
              </a>
            </li>
          ))}
          {footer.supportEmail ? (
            <li>
              <a href={`mailto:${footer.supportEmail}`} className="inline-block min-h-11 py-2.5 underline-offset-2 hover:underline">
                {footer.supportEmail}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  </footer>
)
