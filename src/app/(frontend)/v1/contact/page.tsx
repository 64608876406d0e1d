import type { Metadata } from 'next'

import { ContactForm } from '@/domains/contact/ui/ContactForm'
import { ContactInfo } from '@/domains/contact/ui/ContactInfo'
import { PageIntro } from '@/ui/PageIntro'

export const metadata: Metadata = { title: 'Contact us' }

/** Contact (spec 2.13): the form, and how else to reach the team. */
export default function ContactPage() {
  return (
    <>
      <PageIntro title="Contact us" lead="Questions about the programme, a course or the tech in your business? Send us a message." />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-bold text-navy-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <ContactInfo />
      </div>
    </>
  )
}
