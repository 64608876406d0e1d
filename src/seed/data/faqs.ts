import type { SeedFaq } from '../types'

/** The six FAQs of spec section 3, in order. */
export const faqs: SeedFaq[] = [
  {
    order: 1,
    question: 'Do I need to be good with technology?',
    answer: 'No. Everything is explained in simple, everyday language with real examples from building firms. If you can use WhatsApp, you can follow this programme.',
  },
  {
    order: 2,
    question: 'How much time will it take?',
    answer: 'Each video is under 10 minutes, and you can watch them any time that suits you: on a break, in the van or in the evening. Go at your own pace.',
  },
  {
    order: 3,
    question: 'Is it really free?',
    answer: "Yes, completely free. There is no card to enter and no upsells. The programme is funded by the construction industry training board's levy impact fund.",
  },
  {
    order: 4,
    question: 'What if I miss a video call?',
    answer: 'Every fortnightly call is recorded and shared with the group, so you can catch up when it suits you. The WhatsApp group is always active for questions in between.',
  },
  {
    order: 5,
    question: 'Do I need to be registered with the levy body?',
    answer: 'No. You do not need to be registered with, or pay into, the training board levy to join the programme.',
  },
  {
    order: 6,
    question: 'Who is the programme for?',
    answer: 'Small builders first of all, from sole traders to teams of about 50, plus installers and small firms in the construction supply chain. A team member tasked with finding technology is welcome too.',
  },
]
