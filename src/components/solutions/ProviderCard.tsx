import { formatPrice } from '@/lib/rules/price'
import type { SolutionProvider } from '@/payload-types'
import { Badge } from '@/ui/Badge'

const shownFeatures = 3

const ExternalLink = ({ href, children, label }: { href: string; children: string; label: string }) => {
  const external = !href.startsWith('mailto:')
  return (
    <a
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline hover:text-accent-600"
    >
      {children}
      <span className="sr-only">
        {' '}
        {label}
        {external ? ' (opens in a new tab)' : ''}
      </span>
    </a>
  )
}

/** One provider on the Solutions page: what it does, its first three features, price, rating and how to reach it. */
export const ProviderCard = ({ provider }: { provider: SolutionProvider }) => {
  const features = provider.features ?? []
  const hidden = features.length - shownFeatures
  return (
    <li className="flex flex-col rounded-xl border-2 border-navy-100 bg-white p-6">
      <p className="flex flex-wrap gap-2">
        <Badge>{provider.category}</Badge>
        {provider.badge ? <Badge tone="accent">{provider.badge}</Badge> : null}
        {provider.verified ? <Badge tone="success">✓ Verified</Badge> : null}
      </p>
      <h2 className="mt-4 text-2xl font-bold text-navy-900">{provider.name}</h2>
      {typeof provider.rating === 'number' ? (
        <p className="mt-1 font-semibold text-navy-800">
          <span aria-hidden="true" className="text-accent-600">
            ★{' '}
          </span>
          {provider.rating.toFixed(1)} out of 5
        </p>
      ) : null}
      <p className="mt-3 text-navy-800">{provider.description}</p>
      <ul className="mt-4 space-y-1">
        {features.slice(0, shownFeatures).map((item) => (
          <li key={item.id ?? item.feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-success-700">
              ✓
            </span>
            {item.feature}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="mt-1 font-semibold text-navy-800">+{hidden} more</p> : null}
      {typeof provider.priceFromMonthly === 'number' ? <p className="mt-4 text-xl font-extrabold text-navy-900">From {formatPrice(provider.priceFromMonthly)}/month</p> : null}
      <div className="mt-auto flex flex-wrap gap-x-6 pt-4">
        {provider.contactUrl ? (
          <ExternalLink href={provider.contactUrl} label={`${provider.name}`}>
            Contact
          </ExternalLink>
        ) : null}
        {provider.websiteUrl ? (
          <ExternalLink href={provider.websiteUrl} label={`${provider.name} website`}>
            Visit website
          </ExternalLink>
        ) : null}
      </div>
    </li>
  )
}
