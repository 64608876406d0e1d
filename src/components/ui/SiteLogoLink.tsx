import Image from 'next/image'
import Link from 'next/link'

/** The Solving Tech logo as the header's home link; `label` names where it goes. */
export const SiteLogoLink = ({ href, label }: { href: string; label: string }) => (
  <Link href={href} className="shrink-0 rounded" aria-label={label}>
    <Image src="/logo.svg" alt="" width={165} height={36} priority />
  </Link>
)
