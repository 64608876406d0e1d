import type { SeedTestimonial } from '../types'

/**
 * Invented sample quotes standing in for pilot participants: replace them with real, consented quotes before launch.
 * Headshots are illustrated avatars in src/seed/images.
 */
export const testimonials: SeedTestimonial[] = [
  {
    order: 1,
    quote:
      'I used to lose every Sunday night to quotes. Now they go out from my phone the same day I visit, and customers tell me we look like a much bigger firm.',
    firstName: 'Dave',
    roleAndTown: 'Builder, Leeds',
    rating: 5,
    headshot: {
      file: 'testimonial-dave.jpg',
      alt: 'Illustrated avatar of Dave, a builder from Leeds, wearing a white hard hat and a hi-vis vest',
    },
    isSampleContent: true,
  },
  {
    order: 2,
    quote:
      'The scoring sheet stopped me signing up to the first app a salesman showed me. We picked one the fitters actually use, and we cancelled three subscriptions we had forgotten about.',
    firstName: 'Priya',
    roleAndTown: 'Kitchen installer, Leicester',
    rating: 5,
    headshot: {
      file: 'testimonial-priya.jpg',
      alt: 'Illustrated avatar of Priya, a kitchen installer from Leicester, with long dark hair and a teal work shirt',
    },
    isSampleContent: true,
  },
  {
    order: 3,
    quote:
      'Short videos I could watch in the van, and a group of people with exactly the same headaches. Our invoices now get paid in half the time.',
    firstName: 'Gareth',
    roleAndTown: 'Roofer, Cardiff',
    rating: 5,
    headshot: {
      file: 'testimonial-gareth.jpg',
      alt: 'Illustrated avatar of Gareth, a roofer from Cardiff, with a ginger beard, a grey beanie and an orange hi-vis jacket',
    },
    isSampleContent: true,
  },
]
