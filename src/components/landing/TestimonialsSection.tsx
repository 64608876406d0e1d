import type { LandingContent } from '@/domains/content'
import { sitePath } from '@/lib/rules/sitePath'
import { ButtonLink } from '@/ui/ButtonLink'
import { OptimisedImage } from '@/ui/OptimisedImage'
import { Section } from '@/ui/Section'

const Stars = ({ rating }: { rating: number }) => (
  <p className="text-xl text-accent-600" role="img" aria-label={`Rated ${rating} out of 5`}>
    <span aria-hidden="true">{'★'.repeat(rating)}{'☆'.repeat(Math.max(0, 5 - rating))}</span>
  </p>
)

export const TestimonialsSection = ({ testimonials }: { testimonials: LandingContent['testimonials'] }) => (
  <Section heading="What builders say" tone="muted">
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => {
        const headshot = typeof testimonial.headshot === 'object' ? testimonial.headshot : null
        return (
          <li key={testimonial.id} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
            <Stars rating={testimonial.rating} />
            <blockquote className="mt-3 flex-1 text-lg">“{testimonial.quote}”</blockquote>
            <div className="mt-5 flex items-center gap-3">
              {headshot?.url ? (
                <OptimisedImage src={sitePath(headshot.url)} alt={headshot.alt} width={56} height={56} className="h-14 w-14 rounded-full object-cover" />
              ) : null}
              <p>
                <span className="block font-bold">{testimonial.firstName}</span>
                <span className="text-navy-800">{testimonial.roleAndTown}</span>
              </p>
            </div>
          </li>
        )
      })}
    </ul>
    <div className="mt-10">
      <ButtonLink href="#signup">Join Now – It&apos;s Free</ButtonLink>
    </div>
  </Section>
)
