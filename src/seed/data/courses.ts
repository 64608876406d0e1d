import type { SeedCourse, SeedLesson } from '../types'

const lesson = (orderIndex: number, title: string, description: string, durationSeconds: number, bodyParagraphs: string[]): SeedLesson => ({
  orderIndex,
  title,
  description,
  durationSeconds,
  isPreview: orderIndex === 1,
  bodyParagraphs,
})

/** The featured course: its title must stay exactly the programme title (spec 2.5). */
export const featuredCourse: SeedCourse = {
  title: 'Solving Tech for Small Builders',
  summary: 'Fourteen short videos that help you pick the right tools for your building business and get your team using them.',
  description:
    'A practical, jargon-free course for sole traders and small building firms.\nEach video is under 10 minutes, so you can watch on site, in the van or at home, and put one idea to work the same week.\nYou will learn how to find where admin time leaks, compare tools with a simple scoring sheet, try them without getting locked in, and bring your team along.',
  whatYouWillLearn: [
    'Look professional and consistent without adding admin',
    'Use simple frameworks to compare tools before you pay for them',
    'Roll out new technology without pushback from your team',
    'Build a habit of continuous improvement that sticks',
    'Make the mindset shifts that turn tech from a cost into an advantage',
  ],
  isFree: true,
  isPublished: true,
  status: 'available',
  order: 1,
  lessons: [
    lesson(1, 'Welcome: why tech matters for small builders', 'What the programme covers, how to use it, and the one question to keep asking as you watch.', 420, [
      'Most small building firms do not have a technology problem; they have a time problem. Quotes get written late at night, invoices go out late, and job details live in three different places.',
      'This course takes one small step at a time. Watch a video, try the idea on one job, and keep what works.',
    ]),
    lesson(2, 'Finding where your admin time leaks', 'A quick way to spot the jobs that eat your evenings and weekends.', 480, [
      'For one week, jot down every admin task you do and how long it takes: quotes, chasing payments, ordering materials, answering the same customer questions.',
      'Circle the three tasks that take longest or annoy you most. Those are the places where the right tool pays for itself first.',
    ]),
    lesson(3, 'Quoting and estimating that wins work', 'Turn quotes around faster and make them look as professional as the work you do.', 540, [
      'Customers judge your business by how quickly and clearly you quote. A consistent template with your logo, scope, exclusions and payment terms builds trust before you start.',
      'We compare spreadsheet templates, quoting apps and all-in-one job management tools, and when each makes sense.',
    ]),
    lesson(4, 'Invoicing and getting paid on time', 'Simple systems that cut late payments without awkward phone calls.', 450, [
      'Invoice the day a stage is finished, not at the end of the month. Online invoices with a pay-now link get paid days sooner.',
      'Automatic, polite reminders do the chasing for you, so you keep good relationships with your customers.',
    ]),
    lesson(5, 'Job management apps: one place for every job', 'Keep photos, notes, materials and messages together so nothing falls through the cracks.', 570, [
      'When job details live in texts, notebooks and your head, mistakes happen. A job management app gives the whole team one version of the truth.',
      'We look at what to expect from these apps, what they cost, and the features a small firm actually uses.',
    ]),
    lesson(6, 'Comparing tools with a simple scoring framework', 'A one-page scoring sheet so you choose with confidence, not on a sales pitch.', 510, [
      'Score each tool from 1 to 5 on five things: does it fix your biggest time leak, is it easy on a phone, what does it really cost per year, does it work with what you already use, and is there UK support.',
      'Add up the scores and the decision usually makes itself. Keep the sheet: it is your record of why you chose.',
    ]),
    lesson(7, 'Free trials without the lock-in', 'How to test software properly and walk away cleanly if it is not right.', 390, [
      'Plan your trial before you start it: pick one real job to run through the tool and decide what success looks like.',
      'Check how you would export your data and cancel before you enter your card details. Monthly plans beat annual ones until you are sure.',
    ]),
    lesson(8, 'Getting your team on board without pushback', 'Bring your team into the decision so the new tool gets used, not ignored.', 560, [
      'People resist change they did not choose. Ask your team where they lose time and let them try the shortlisted tools.',
      'Start with one champion, one job and one feature. Celebrate the first win out loud.',
    ]),
    lesson(9, 'WhatsApp, messages and customer communication', 'Keep customers informed without being on your phone all evening.', 420, [
      'Set up a business profile, quick replies for common questions and clear working hours.',
      'Separate team chats from customer chats, and save important decisions to the job record so they are not lost in a thread.',
    ]),
    lesson(10, 'Using AI assistants safely and usefully', 'Where AI tools save real time in a building business, and where to be careful.', 590, [
      'AI assistants are good at first drafts: quote descriptions, customer emails, method statements and social posts. You stay the expert who checks and signs off.',
      'Never paste customer personal details or anything confidential into a free AI tool. We show a simple rule of thumb for what is safe to share.',
    ]),
    lesson(11, 'Cyber security basics for small firms', 'The five habits that stop most scams and account takeovers.', 470, [
      'Use a password manager, switch on two-step verification for email and banking, and keep phones and laptops updated.',
      'Be suspicious of any message that asks you to change bank details or pay urgently. Phone the person on a number you already know.',
    ]),
    lesson(12, 'Your data, GDPR and customer trust', 'What the rules mean for a small builder, in plain English.', 440, [
      'Only keep the customer information you need, keep it somewhere secure, and know how you would delete it if asked.',
      'A short privacy notice on your website and quotes shows customers you take their information seriously.',
    ]),
    lesson(13, 'Measuring what changed', 'Simple numbers that show whether a new tool is worth keeping.', 400, [
      'Before you switch anything on, note how long the task takes today, how many days invoices take to be paid, or how many quotes you send a week.',
      'Check the same numbers after a month. Keep what moved the needle and drop what did not.',
    ]),
    lesson(14, 'Continuous improvement and the mindset shift', 'Make small improvements a habit, and plan your next step.', 530, [
      'The firms that get the most from technology make one small change a month and review it. Progress beats perfection.',
      'Pick your next time leak from lesson 2, book thirty minutes to tackle it, and share what you learned in the WhatsApp group.',
    ]),
  ],
}

/** A small paid course, so locked lessons can be seen. */
export const paidCourse: SeedCourse = {
  title: 'Digital Quoting and Estimating Masterclass',
  summary: 'Build a quoting system that saves hours each week and wins more of the jobs you want.',
  description:
    'A hands-on follow-up to the free programme.\nWe build a complete quoting workflow together: a price book, templates, follow-ups and a simple way to see which quotes turn into work.',
  whatYouWillLearn: ['Set up a reusable price book', 'Send quotes that look professional on any phone', 'Follow up quotes without chasing by hand'],
  isFree: false,
  price: 49,
  isPublished: true,
  status: 'available',
  order: 2,
  lessons: [
    lesson(1, 'Your quoting workflow today', 'Map how a quote goes from first call to signed job, and where it stalls.', 360, [
      'Write down each step between a customer enquiry and a signed quote, and how long each one takes.',
    ]),
    lesson(2, 'Building a price book', 'Turn the prices in your head into a list you can reuse in seconds.', 540, [
      'Group your most common items and labour rates, add your margin once, and reuse them on every quote.',
    ]),
    lesson(3, 'Following up without chasing', 'Automatic, friendly follow-ups that turn more quotes into work.', 480, [
      'Most quotes are lost to silence, not to price. A polite follow-up after three and seven days wins work back.',
    ]),
  ],
}

const comingSoon = (title: string, summary: string, launchLabel: string, order: number, whatYouWillLearn: string[]): SeedCourse => ({
  title,
  summary,
  description: summary,
  whatYouWillLearn,
  isFree: true,
  isPublished: true,
  status: 'coming-soon',
  launchLabel,
  order,
  lessons: [],
})

/** The six core courses rolling out from January 2026 (spec section 1). */
export const roadmapCourses: SeedCourse[] = [
  comingSoon('Solving Mindset for Small Builders', 'Build the habits and confidence to run your business, not let it run you.', 'January 2026', 3, [
    'Plan your week so the urgent does not swallow the important',
    'Make decisions with confidence',
    'Look after yourself as well as the business',
  ]),
  comingSoon('Solving Brand for Small Builders', 'Stand out locally and attract the customers you actually want.', 'February 2026', 4, [
    'Say clearly what makes you different',
    'Make your van, website and quotes look consistent',
    'Win more work from reviews and referrals',
  ]),
  comingSoon('Solving Profit for Small Builders', 'Price with confidence and keep more of what you earn.', 'March 2026', 5, [
    'Know your real costs and margins',
    'Price jobs to make a profit',
    'Manage cash flow through the year',
  ]),
  comingSoon('Winning Work for Small Builders', 'Find, quote and win the right jobs more often.', 'April 2026', 6, [
    'Spot the jobs that suit your business',
    'Write quotes that win',
    'Follow up without being pushy',
  ]),
  comingSoon('Solving People and Skills for Small Builders', 'Recruit, train and keep good people.', 'May 2026', 7, [
    'Hire for attitude and train for skill',
    'Bring on apprentices successfully',
    'Keep your best people motivated',
  ]),
  comingSoon('Solving Sustainability for Small Builders', 'Practical steps towards greener building that customers value.', 'June 2026', 8, [
    'Understand what customers and regulations expect',
    'Cut waste and energy on site',
    'Turn sustainability into new work',
  ]),
]
