import type { SeedPerson } from '../types'

/** Sample people cards: names and biographies are placeholders for the real team. */
export const people: SeedPerson[] = [
  {
    order: 1,
    name: 'Mark Collins',
    title: 'Founder and coach',
    biography:
      'Mark spent 20 years in construction before becoming a business coach. Over the last 11 years he has worked with more than 300 small building firms on growing profitably without working every hour.',
    photoFile: 'person-founder.jpg',
    photoAlt: 'Illustrated portrait of Mark Collins',
    profileUrl: 'https://www.example.com/mark-collins',
    company: 'Solving Business Coaching',
    companyUrl: 'https://www.example.com/solving-business-coaching',
    isSampleContent: true,
  },
  {
    order: 2,
    name: 'Rachel Owusu',
    title: 'Course leader',
    biography:
      'Rachel designs the programme’s videos and workbook. She has trained hundreds of tradespeople and makes technology feel practical, not intimidating.',
    photoFile: 'person-course-leader.jpg',
    photoAlt: 'Illustrated portrait of Rachel Owusu',
    isSampleContent: true,
  },
  {
    order: 3,
    name: 'James Hartley',
    title: 'Managing director and lead levy payer',
    biography:
      'James runs a regional building contractor and champions the programme for the levy-paying firms that fund it. After adopting simple systems, his firm saw a 50% rise in profitability over 3 years.',
    photoFile: 'person-managing-director.jpg',
    photoAlt: 'Illustrated portrait of James Hartley',
    isSampleContent: true,
  },
  {
    order: 4,
    name: 'Aisha Khan',
    title: 'Head of digital capability',
    biography:
      'Aisha leads digital skills for the programme’s funders. She makes sure every recommendation is independent, affordable and realistic for a small firm.',
    photoFile: 'person-digital-lead.jpg',
    photoAlt: 'Illustrated portrait of Aisha Khan',
    isSampleContent: true,
  },
]
