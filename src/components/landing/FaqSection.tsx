import type { Faq } from '@/payload-types'
import { Section } from '@/ui/Section'

import { FaqAccordion } from './FaqAccordion'

export const FaqSection = ({ faqs }: { faqs: Faq[] }) => (
  <Section id="faq" heading="Frequently Asked Questions" tone="muted">
    <FaqAccordion faqs={faqs.map(({ id, question, answer }) => ({ id, question, answer }))} />
  </Section>
)
