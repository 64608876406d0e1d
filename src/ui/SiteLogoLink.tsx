import { Link } from '@/ui/Link'

import { LogoImage } from './LogoImage'

/** The Solving Tech logo as the header's home link; `label` names where it goes. */
export const SiteLogoLink = ({ href, label }: { href: string; label: string }) => (
  <Link href={href} className="shrink-0 rounded" aria-label={label}>
    <LogoImage priority />
  </Link>
)
