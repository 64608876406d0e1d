import type { CoachComment } from '../../payload-types'

/** Saved replies a coach starts from when answering a workbook answer, then makes personal. */
export const coachComments: Pick<CoachComment, 'label' | 'text'>[] = [
  {
    label: 'Looks good: keep it going',
    text: 'This is a solid start, and it is clear you tried it on a real job. Keep doing it for the next two weeks, then look back at what it saved you.',
  },
  {
    label: 'Have another go: make it specific',
    text: 'Good thinking, but it is still a bit general. Pick one job or one customer from this week and write down exactly what you would do differently, then send it again.',
  },
  {
    label: 'Bring it to the call',
    text: 'Great question, and one other builders will have too. Bring it to the next fortnightly call or ask in the WhatsApp group, and we will work through it together.',
  },
]
