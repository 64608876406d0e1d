import type { SeedMission } from '../types'

/** The founder mission page copy. */
export const mission: SeedMission = {
  heading: 'Our mission',
  founderStory:
    'After 20 years on site and 11 years coaching more than 300 small firms, our founder kept seeing the same thing: brilliant tradespeople held back by admin, and by technology that promised the world and delivered another login. Solving Tech exists to change that, one practical step at a time.',
  coreValues: [
    { title: 'Practical first', text: 'Every idea must be usable on a real job the same week.' },
    { title: 'Plain English', text: 'No jargon, no sales talk: just clear advice.' },
    { title: 'Independent', text: 'We recommend what works for small firms, not what pays us.' },
    { title: 'Builders helping builders', text: 'We learn from each other in the group and on the calls.' },
    { title: 'Progress over perfection', text: 'Small improvements, made often, add up.' },
  ],
  missionPoints: [
    { text: 'Give every small building firm free access to practical technology training' },
    { text: 'Help owners get their evenings and weekends back' },
    { text: 'Raise professionalism across the industry' },
    { text: 'Build a supportive community of small firms across the UK' },
  ],
  whyItMatters:
    'Small firms build most of the UK’s homes and extensions. When they run smoothly, customers get better service, teams are happier and the whole industry is stronger.',
}
