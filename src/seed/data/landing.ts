import { sampleLessonMedia } from '../sampleMedia'
import type { SeedLanding } from '../types'
import { programmeTitle } from './programme'
import { textItems } from './textItems'

/** The first day of next month, at noon UTC as the admin's month picker stores a month. */
const nextMonth = (now = new Date()): string => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12)).toISOString()

/**
 * The landing page copy, with the spec's claims and figures (spec sections 1, 2.2 and 9). The sample's courses are
 * open, so its programme is open too: a newcomer on a fresh install goes from "Start now" into lesson 1. The spec's
 * COMING SOON stays one choice away in the admin, with next month as its launch. The sentences that name the launch
 * are not copy but follow that setting (src/lib/rules/programmeLaunch.ts).
 */
export const landing: SeedLanding = {
  programme: { state: 'open', launchMonth: nextMonth() },
  hero: {
    badges: ['100% Free Programme'],
    title: programmeTitle,
    subtitle:
      'A free online programme that helps small builders, installers and supply-chain firms choose the right technology, roll it out without the headaches, and get their evenings back.',
    highlights: textItems(
      '14 bite-sized videos, each under 10 minutes: watch any time',
      'A practical workbook to put every idea to work',
      'A WhatsApp group plus fortnightly video calls, recorded and shared',
      'Online mentoring calls with people who know the industry',
      'Start anytime, at your own pace',
    ),
    // '/media/sample-lesson.mp4', '/media/sample-lesson-poster.jpg' and '/media/sample-lesson.en.vtt'
    videoUrl: sampleLessonMedia.videoUrl,
    videoPosterUrl: sampleLessonMedia.posterUrl,
    videoCaptionsUrl: sampleLessonMedia.captionsUrl,
  },
  problem: {
    heading: 'The Problem',
    intro:
      'Running a small building firm means doing the work and the paperwork. Technology should make that easier, but too often it just adds to the pile.',
    points: [
      {
        title: 'Evenings lost to admin',
        text: 'Quotes, invoices, ordering and chasing payments eat the time you should have for your family, or for the next job.',
      },
      {
        title: 'Too many apps, too much noise',
        text: 'Every tool claims to be the answer, and it is hard to tell which one really fits a firm of your size.',
      },
      {
        title: 'Fear of being ripped off',
        text: 'Long contracts, hidden costs and subscriptions that quietly renew for software nobody uses.',
      },
      {
        title: 'Team pushback',
        text: 'New systems fail when the people who have to use them were never asked, and everyone drifts back to the old way.',
      },
    ],
  },
  solution: {
    heading: 'The Solution',
    intro:
      'A short, practical programme built with builders, for builders: clear advice you can act on the same week, and a community to back you up.',
    features: [
      { title: '14 Bite-sized Videos', text: 'Each one under 10 minutes, so you can learn on a tea break or in the van, whenever suits you.' },
      { title: 'Practical Workbook', text: 'Checklists, scoring sheets and action plans that turn each video into a change in your business.' },
      {
        title: 'WhatsApp Group + fortnightly calls',
        text: 'Ask questions any time and join fortnightly video calls with other builders. Every call is recorded and shared.',
      },
      {
        title: '100% Free',
        text: "No card, and nothing to pay for any course in the programme. Funded by the construction industry training board's levy impact fund.",
      },
    ],
    learningPoints: textItems(
      'How to look professional and consistent without extra admin',
      'Simple frameworks for comparing tools before you commit',
      'How to roll out technology without pushback from your team',
      'How to build a habit of continuous improvement',
      'The mindset shifts that make technology pay for itself',
    ),
  },
  results: {
    heading: 'Results from the pilot',
    intro:
      'We piloted the programme with 50 business owners over 3 months. Here is what changed, and what wider research says about learning alongside your peers.',
    stats: [
      { value: '50', label: 'business owners took part in a 3-month pilot' },
      { value: '2×', label: 'confidence with technology doubled' },
      { value: '£15,000', label: 'per year saved on unnecessary subscriptions' },
      { value: '£30,000', label: 'per year saved by using AI instead of recruiting' },
      { value: '65%', label: 'higher revenues for businesses with peer mentoring (research)' },
      { value: '64%', label: 'higher profits for businesses with peer mentoring (research)' },
      { value: '63%', label: 'team growth for businesses with peer mentoring (research)' },
    ],
    socialProof: 'Join 50+ small builders across the UK',
  },
  about: {
    heading: 'About the programme',
    intro:
      'Solving Tech is led by a business coach with 20 years in construction and 11 years coaching over 300 small firms, working alongside a team who know small building businesses inside out.',
    mission:
      'Our mission is to help every small building firm in the UK use technology with confidence, so they look more professional, win better work, keep more of their profit and get their evenings back.',
  },
  closingCta: {
    heading: 'Stop guessing. Start solving.',
    text: 'Join the free programme today and make your first improvement within a week. No card, no catch, no jargon.',
    buttonLabel: 'Sign Up for Free Now',
  },
  signup: {
    heading: 'Join the free programme',
    intro: 'Join the waiting list now and we will email you a link to confirm your place.',
    thankYouMessage: 'You are on the list! We have emailed you a link to confirm your place: please check your inbox, and your spam folder just in case.',
    socialLinks: [
      { label: 'LinkedIn', url: 'https://www.example.com/solvingtech/linkedin' },
      { label: 'Facebook', url: 'https://www.example.com/solvingtech/facebook' },
      { label: 'Instagram', url: 'https://www.example.com/solvingtech/instagram' },
    ],
  },
  footer: {
    fundingStatement:
      "This programme is funded by the construction industry training board's levy impact fund. You do not need to be registered with the training board, or pay its levy, to take part.",
    endorsementStatement:
      "Endorsed by a national builders' federation and a construction leadership council workstream.",
    supportEmail: 'support@solvingtech.example',
  },
}
