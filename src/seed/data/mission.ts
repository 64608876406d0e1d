import type { SeedMission } from '../types'
import { textItems } from './textItems'

/** The founder mission page copy (spec 2.13): founder story, five core values, mission points, why it matters. */
export const mission: SeedMission = {
  heading: 'Our mission',
  founderStory:
    'Our founder spent 20 years in construction, from labouring on site to running his own building firm, before spending the last 11 years coaching more than 300 small firms. Again and again he saw the same thing: brilliant tradespeople held back by admin, and by technology that promised the world and delivered another login and another monthly bill. When a 3-month pilot with 50 business owners doubled their confidence with technology and saved thousands of pounds a year, he knew the approach worked. Solving Tech exists to bring it to every small builder in the UK, free of charge, one practical step at a time.',
  coreValues: [
    { title: 'Practical first', text: 'Every idea has to work on a real job, in a real firm, the same week you learn it.' },
    { title: 'Plain English', text: 'No jargon and no sales talk: just clear, honest advice from people who have been on site.' },
    { title: 'Independent', text: 'We recommend what works for small firms, not what pays us.' },
    { title: 'Builders helping builders', text: 'The best answers often come from peers, so we learn from each other in the group and on the calls.' },
    { title: 'Progress over perfection', text: 'Small improvements, made often and measured, add up to big results.' },
  ],
  missionPoints: textItems(
    'Give every small building firm in the UK free access to practical technology training',
    'Help owners win back their evenings and weekends from admin',
    'Raise professionalism and consistency across the industry without adding paperwork',
    'Help firms choose and roll out tools with confidence, without being ripped off or locked in',
    'Build a supportive community of small builders, installers and supply-chain firms across the UK',
  ),
  whyItMatters:
    'Small firms carry out a large share of the building, repair and improvement work in the UK, yet they often have the least time and money to spend on getting technology right. When they run smoothly, customers get better service, teams are happier, profits go up and the whole industry becomes more productive and more attractive to the next generation.',
}
