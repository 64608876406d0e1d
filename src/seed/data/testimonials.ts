import type { SeedTestimonial } from '../types'

/** Invented sample quotes: replace them with real ones from the pilot before launch. */
export const testimonials: SeedTestimonial[] = [
  {
    order: 1,
    quote: 'I used to spend Sunday nights on quotes. Now they go out the same day from my phone, and customers say we look like a much bigger firm.',
    firstName: 'Dave',
    roleAndTown: 'Builder, Leeds',
    rating: 5,
    headshotFile: 'testimonial-dave.jpg',
    headshotAlt: 'Illustrated portrait of Dave, a builder from Leeds',
    isSampleContent: true,
  },
  {
    order: 2,
    quote: 'The scoring sheet stopped me buying the first app a salesman showed me. We picked one the lads actually use, and we cancelled three subscriptions.',
    firstName: 'Priya',
    roleAndTown: 'Director, kitchen installer, Leicester',
    rating: 5,
    headshotFile: 'testimonial-priya.jpg',
    headshotAlt: 'Illustrated portrait of Priya, a kitchen installation director from Leicester',
    isSampleContent: true,
  },
  {
    order: 3,
    quote: 'Short videos I could watch in the van, and a group of people with the same problems. My invoices get paid in half the time.',
    firstName: 'Gareth',
    roleAndTown: 'Roofer, Cardiff',
    rating: 5,
    headshotFile: 'testimonial-gareth.jpg',
    headshotAlt: 'Illustrated portrait of Gareth, a roofer from Cardiff',
    isSampleContent: true,
  },
]
