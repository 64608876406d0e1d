import { sampleLessonMedia } from '../sampleMedia'
import type { SeedLanding } from '../types'

/** The landing page copy, with the spec's claims and figures (spec section 1). */
export const landing: SeedLanding = {
  hero: {
    badges: ['COMING SOON', '100% Free Programme'],
    title: 'Solving Tech for Small Builders',
    subtitle:
      'A free online programme that helps small builders, installers and supply-chain firms choose the right technology and roll it out without the headaches.',
    highlights: [
      { text: '14 bite-sized videos, each under 10 minutes: watch any time' },
      { text: 'A practical workbook to put each idea to work' },
      { text: 'A WhatsApp group plus fortnightly video calls, recorded and shared' },
      { text: 'Online mentoring calls' },
      { text: 'Start anytime' },
    ],
    videoUrl: sampleLessonMedia.videoUrl,
    videoPosterUrl: sampleLessonMedia.posterUrl,
    videoCaptionsUrl: sampleLessonMedia.captionsUrl,
  },
  problem: {
    heading: 'The Problem',
    intro: 'Running a small building firm means doing the work and the paperwork. Technology should help, but too often it adds to the pile.',
    points: [
      { title: 'Evenings lost to admin', text: 'Quotes, invoices and chasing payments eat the time you should have for family or rest.' },
      { title: 'Too many tools, too much noise', text: 'Every app claims to be the answer, and it is hard to tell which one fits a firm like yours.' },
      { title: 'Fear of being ripped off', text: 'Long contracts, hidden costs and software that nobody on the team ends up using.' },
      { title: 'Team pushback', text: 'New systems fail when the people who have to use them were never asked.' },
    ],
  },
  solution: {
    heading: 'The Solution',
    intro: 'A short, practical programme built with builders, for builders: clear advice you can act on the same week.',
    features: [
      { title: '14 Bite-sized Videos', text: 'Each under 10 minutes, so you can learn on a break or in the van.' },
      { title: 'Practical Workbook', text: 'Checklists and scoring sheets that turn each video into action.' },
      { title: 'WhatsApp Group + fortnightly calls', text: 'Ask questions any time, and join calls that are recorded and shared.' },
      { title: '100% Free', text: 'No card, no upsells: funded by the industry training levy.' },
    ],
    learningPoints: [
      { text: 'Look professional and consistent without extra admin' },
      { text: 'Frameworks for comparing tools before you buy' },
      { text: 'How to roll out technology without team pushback' },
      { text: 'Building a habit of continuous improvement' },
      { text: 'The mindset shifts that make technology pay' },
    ],
  },
  results: {
    heading: 'Results from the pilot',
    intro: 'We piloted the programme with 50 business owners over 3 months. Here is what changed.',
    stats: [
      { value: '50', label: 'business owners in a 3-month pilot' },
      { value: '2×', label: 'confidence with technology doubled' },
      { value: '£15,000', label: 'per year saved on subscriptions' },
      { value: '£30,000', label: 'per year saved using AI instead of recruiting' },
      { value: '65%', label: 'higher revenues for firms with peer mentoring (research)' },
      { value: '64%', label: 'higher profits for firms with peer mentoring (research)' },
      { value: '63%', label: 'team growth for firms with peer mentoring (research)' },
    ],
    socialProof: 'Join 50+ small builders across the UK',
  },
  about: {
    heading: 'About the programme',
    intro: 'Run by a business coach who spent 20 years in construction, with a team that knows small firms inside out.',
    mission:
      'Our mission is to help every small building firm in the UK use technology with confidence, so they win better work, keep more profit and get their evenings back.',
  },
  closingCta: {
    heading: 'Stop guessing. Start solving.',
    text: 'Join the free programme and make your first improvement within a week.',
    buttonLabel: 'Sign Up for Free Now',
  },
  signup: {
    heading: 'Join the free programme',
    intro: 'The course launches in September. Join the waiting list and we will send you everything you need to get started.',
    thankYouMessage:
      'You are on the waiting list. The course launches in September, and we will email you before it starts. Please check your inbox, and your spam folder just in case.',
    socialLinks: [
      { label: 'LinkedIn', url: 'https://www.example.com/solvingtech-linkedin' },
      { label: 'Facebook', url: 'https://www.example.com/solvingtech-facebook' },
      { label: 'Instagram', url: 'https://www.example.com/solvingtech-instagram' },
    ],
  },
  footer: {
    fundingStatement:
      "Funded by the construction industry training board's levy impact fund. You do not need to be registered with the training board to take part.",
    endorsementStatement: "Endorsed by a national builders' federation and a construction leadership council workstream.",
    supportEmail: 'support@solvingtech.example',
  },
}
