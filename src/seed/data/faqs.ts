import type { SeedFaq } from '../types'

/** The six FAQs of spec section 3, in order (shown as faq-1 to faq-6). */
export const faqs: SeedFaq[] = [
  {
    order: 1,
    question: 'Do I need to be good with technology to take part?',
    answer:
      'Not at all. Everything is explained in simple, everyday language with real examples from building firms, and there is no jargon. If you can use WhatsApp on your phone, you can follow this programme.',
  },
  {
    order: 2,
    question: 'How much time will it take?',
    answer:
      'Each video is under 10 minutes, and you can watch them any time that suits you: on a tea break, in the van or in the evening. Go at your own pace and put one idea to work at a time.',
  },
  {
    order: 3,
    question: 'Is it really free? What is the catch?',
    answer:
      "There is no catch: the programme is completely free, and you will never be asked for a card for it, because it is funded by the construction industry training board's levy impact fund. The course catalogue also lists a paid masterclass, marked with its price: it is not part of the programme, and you do not need it.",
  },
  {
    order: 4,
    question: 'What if I miss one of the video calls?',
    answer:
      'No problem. Every fortnightly call is recorded and shared with the group, so you can catch up when it suits you. The WhatsApp group is always active for questions in between calls.',
  },
  {
    order: 5,
    question: 'Do I need to be registered with the training board or pay the levy?',
    answer:
      'No. You do not need to be registered with the construction industry training board, or pay into its levy, to join the programme.',
  },
  {
    order: 6,
    question: 'Who is the programme for?',
    answer:
      'It is built for small builders, from sole traders to firms of about 50 people. Installers and small firms in the construction supply chain are very welcome too, as is a team member who has been asked to find the right technology.',
  },
]
