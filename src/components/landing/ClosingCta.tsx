import type { Landing } from '@/payload-types'
import { ButtonLink } from '@/ui/ButtonLink'

export const ClosingCta = ({ closingCta }: { closingCta: Landing['closingCta'] }) => (
  <section aria-labelledby="closing-heading" className="bg-accent-600 px-4 py-16 text-center text-white sm:px-6">
    <h2 id="closing-heading" className="text-3xl font-extrabold sm:text-4xl">
      {closingCta.heading}
    </h2>
    {closingCta.text ? <p className="mx-auto mt-4 max-w-2xl text-lg">{closingCta.text}</p> : null}
    <ButtonLink href="#signup" variant="secondary" className="mt-8">
      {closingCta.buttonLabel}
    </ButtonLink>
  </section>
)
