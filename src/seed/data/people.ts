import type { SeedPerson } from '../types'

/**
 * Sample people cards for the About section: the names and biographies are invented placeholders for the real team,
 * and the photos are illustrated avatars in src/seed/images.
 */
export const people: SeedPerson[] = [
  {
    order: 1,
    name: 'Mark Collins',
    title: 'Founder and coach',
    biography:
      'Mark spent 20 years in construction, working his way up from labourer to running his own building firm, before becoming a business coach. Over the last 11 years he has worked with over 300 small firms, helping owners grow profitably without working every hour.',
    photo: {
      file: 'person-founder.jpg',
      alt: 'Illustrated avatar of Mark Collins, founder and coach, with short grey hair and a navy quarter-zip top',
    },
    profileUrl: 'https://www.example.com/people/mark-collins',
    company: 'Solving Business Coaching',
    companyUrl: 'https://www.example.com/solving-business-coaching',
    isSampleContent: true,
  },
  {
    order: 2,
    name: 'Rachel Owusu',
    title: 'Course leader',
    biography:
      'Rachel designs the programme videos and workbook and hosts the fortnightly calls. A former site manager and trainer, she has taught hundreds of tradespeople and makes technology feel practical rather than intimidating.',
    photo: {
      file: 'person-course-leader.jpg',
      alt: 'Illustrated avatar of Rachel Owusu, course leader, with curly black hair and an orange top',
    },
    isSampleContent: true,
  },
  {
    order: 3,
    name: 'James Hartley',
    title: 'Managing director and lead levy payer',
    biography:
      'James is managing director of a regional building contractor and champions the programme on behalf of the levy-paying firms that fund it. By putting simple systems in place and bringing his team with him, his firm achieved a 50% rise in profitability over 3 years.',
    photo: {
      file: 'person-managing-director.jpg',
      alt: 'Illustrated avatar of James Hartley, managing director, with glasses, short brown hair and a shirt and tie',
    },
    isSampleContent: true,
  },
  {
    order: 4,
    name: 'Aisha Khan',
    title: 'Head of digital capability',
    biography:
      'Aisha leads digital skills work for the programme and keeps every recommendation independent, affordable and realistic for a small firm. She has spent a decade helping construction businesses adopt new tools, from site apps to AI assistants.',
    photo: {
      file: 'person-digital-lead.jpg',
      alt: 'Illustrated avatar of Aisha Khan, head of digital capability, wearing a plum headscarf and a grey blazer',
    },
    isSampleContent: true,
  },
]
