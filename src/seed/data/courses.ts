import type { SeedAction, SeedCourse, SeedImage, SeedLesson } from '../types'
import { programmeTitle } from './programme'

/** Lesson 1 of every course is the free preview; the rest need an enrolment. */
const lesson = (
  orderIndex: number,
  title: string,
  description: string,
  durationSeconds: number,
  bodyParagraphs: string[],
  action?: SeedAction,
): SeedLesson => ({
  orderIndex,
  title,
  description,
  durationSeconds,
  isPreview: orderIndex === 1,
  bodyParagraphs,
  ...(action && { action }),
})

/** The featured course, named after the programme (spec 2.5). 14 lessons, each under 10 minutes. */
export const featuredCourse: SeedCourse = {
  title: programmeTitle,
  summary:
    'Fourteen short videos that help you choose the right technology for your building business and get your team using it.',
  description:
    'A practical, jargon-free course for sole traders and small building firms of up to about 50 people, and for the team member who has been asked to "sort the tech out".\n' +
    'Each video is under 10 minutes, so you can watch on a break, in the van or at home, and put one idea to work the same week.\n' +
    'You will learn how to find where admin time leaks, compare tools with a simple scoring sheet, run free trials without getting locked in, and bring your team along without a fight.\n' +
    'The course comes with a practical workbook, a WhatsApp group and fortnightly video calls, recorded and shared, so you are never working it out on your own.',
  whatYouWillLearn: [
    'How to look professional and consistent to every customer without adding extra admin',
    'Simple frameworks for comparing tools, so you choose on evidence rather than a sales pitch',
    'How to roll out new technology without pushback from your team',
    'How to build a habit of continuous improvement that sticks',
    'The mindset shifts that turn technology from a cost into a competitive advantage',
  ],
  isFree: true,
  isPublished: true,
  isFeatured: true,
  status: 'available',
  order: 1,
  colour: 'navy',
  cover: { file: 'cover-tech.webp', alt: 'A drawing of a phone showing a house' },
  lessons: [
    lesson(
      1,
      'Welcome: why technology matters for small builders',
      'What the programme covers, how to get the most from it, and the one question to keep asking as you watch.',
      420,
      [
        'Most small building firms do not have a technology problem; they have a time problem. Quotes get written late at night, invoices go out late, and job details live in texts, notebooks and your head.',
        'The right tools fix that, but only if they fit the way you work. This course is about choosing well and rolling out slowly, not buying the shiniest app.',
        'As you watch, keep asking: "Where would this save me an hour a week?" Use the workbook to note your answers, and bring questions to the WhatsApp group.',
      ],
      {
        title: 'Find your first hour a week',
        instructions:
          'Think back over last week and the admin that ate into your evenings. Pick the one job where the right tool could save you an hour a week, and snap a photo of where that work lives today.',
        prompts: [
          {
            kind: 'photo',
            question:
              'Take a photo of where your job details live today: a notebook, the whiteboard in the van or a screenshot of your messages. Cover up any customer names first.',
          },
          { kind: 'shortText', question: 'Where would the right tool save you an hour a week?' },
        ],
      },
    ),
    lesson(
      2,
      'Spotting where your admin time leaks',
      'A one-week time audit that shows which tasks eat your evenings and weekends.',
      480,
      [
        'For one week, jot down every admin task you do and roughly how long it takes: quotes, chasing payments, ordering materials, booking in subcontractors, answering the same customer questions.',
        'At the end of the week, circle the three tasks that take the longest or annoy you the most. Those are your time leaks, and they are where the right tool pays for itself first.',
        'Do not try to fix everything at once. Pick one leak to work on during this course and leave the rest for later.',
      ],
      {
        title: 'Run a one-week time audit',
        instructions:
          'Each day this week, jot down the admin jobs you do and roughly how long each one takes. At the end of the week, circle your three biggest time leaks and pick one to work on during the course.',
        prompts: [
          {
            kind: 'checklist',
            question: 'Which of these ate into your week?',
            checklistItems: [
              'Writing quotes',
              'Sending invoices',
              'Chasing payments',
              'Ordering materials',
              'Booking in subcontractors',
              'Answering the same customer questions',
              'Looking for job details or photos',
            ],
          },
          { kind: 'longText', question: 'What are your three biggest time leaks, and roughly how long did each take this week?' },
          { kind: 'shortText', question: 'Which one will you work on during this course?' },
        ],
      },
    ),
    lesson(
      3,
      'Quoting and estimating that wins work',
      'Turn quotes around faster and make them look as professional as the work you do.',
      540,
      [
        'Customers judge your business by how quickly and clearly you quote. A consistent template with your logo, scope of works, exclusions and payment terms builds trust before you set foot on site.',
        'We compare three routes: a good spreadsheet template, a dedicated quoting app, and an all-in-one job management tool, and explain when each one makes sense for a firm your size.',
        'Whatever you choose, save your common items and labour rates once so that the next quote takes minutes, not an evening.',
      ],
      {
        title: 'Check your quote template',
        instructions:
          'Read the last quote you sent as if you were the customer. Check it covers the basics, and note one change that would make your next quote quicker to write.',
        prompts: [
          { kind: 'photo', question: "Take a photo of your current quote template. Cover up the customer's name and address first." },
          {
            kind: 'checklist',
            question: 'What does your quote already include?',
            checklistItems: ['Your logo and contact details', 'A clear scope of works', 'What is not included', 'Your payment terms', 'A date and a quote number'],
          },
          { kind: 'yesNo', question: 'Have you saved your common items and labour rates somewhere you can reuse them?' },
        ],
      },
    ),
    lesson(
      4,
      'Invoicing and getting paid on time',
      'Simple systems that cut late payments without awkward phone calls.',
      450,
      [
        'Send the invoice the day a stage is finished, not at the end of the month. Online invoices with a pay-now link are usually paid days sooner than a PDF attached to an email.',
        'Automatic, polite reminders do the chasing for you, so you keep a good relationship with the customer and never have to make that uncomfortable call.',
        'Link your invoicing to your accounts software if you can. It saves re-typing and makes VAT and Making Tax Digital far less painful.',
      ],
      {
        title: 'Invoice on the day',
        instructions:
          'This week, send each invoice on the day a stage is finished, not at the end of the month. If your invoicing tool offers a pay-now link or polite automatic reminders, switch them on.',
        prompts: [
          { kind: 'shortText', question: 'Roughly how many days do your customers usually take to pay?' },
          { kind: 'yesNo', question: 'Did you send an invoice on the same day a stage was finished?' },
          { kind: 'yesNo', question: 'Do your invoices now have a pay-now link or automatic reminders?' },
        ],
      },
    ),
    lesson(
      5,
      'Job management apps: one place for every job',
      'Keep photos, notes, materials and messages together so nothing falls through the cracks.',
      570,
      [
        'When job details are spread across texts, notebooks and memory, things get missed: the wrong tile gets ordered, or a variation is never charged for. A job management app gives the whole team one version of the truth.',
        'We look at what these apps usually do, what they really cost per user, and the handful of features a small firm actually uses day to day.',
        'Start with the basics, such as job list, photos and notes, and switch on extra features only when the team is comfortable.',
      ],
      {
        title: 'Put one job in one place',
        instructions:
          'Pick one live job and notice where everything about it is kept: photos, notes, materials and messages. Then choose the few basics your team would really use every day.',
        prompts: [
          { kind: 'photo', question: "Take a photo of one live job's notes, paperwork or whiteboard as they are today." },
          { kind: 'voice', question: 'Record a 30-second voice note: what got missed or mixed up on a recent job, and what did it cost you?' },
          {
            kind: 'checklist',
            question: 'Which basics would your team use every day?',
            checklistItems: ['A list of jobs', 'Photos', 'Notes', 'Materials lists', 'Customer messages', 'Timesheets'],
          },
        ],
      },
    ),
    lesson(
      6,
      'Comparing tools with a simple scoring framework',
      'A one-page scoring sheet so you choose with confidence, not because of a persuasive salesperson.',
      510,
      [
        'Score each shortlisted tool from 1 to 5 on five questions: does it fix your biggest time leak, is it easy to use on a phone on site, what does it really cost per year, does it work with what you already use, and is there UK-based support?',
        'Add up the scores and the decision usually makes itself. If two tools are close, choose the one your team found easier in the trial.',
        'Keep the sheet in the workbook. It is your record of why you chose, and it makes the next decision quicker.',
      ],
      {
        title: 'Score your shortlist',
        instructions:
          'Choose two or three tools that could fix your biggest time leak. Score each one from 1 to 5 on the five questions from the video, then add up the totals.',
        prompts: [
          { kind: 'photo', question: 'Take a photo of your scoring sheet once you have filled it in.' },
          { kind: 'shortText', question: 'Which tool scored highest, and what was its total out of 25?' },
        ],
      },
    ),
    lesson(
      7,
      'Free trials without the lock-in',
      'How to test software properly and walk away cleanly if it is not right.',
      390,
      [
        'Plan the trial before you start it: pick one real job to run through the tool, decide who will use it, and agree what success looks like after two weeks.',
        'Before you enter card details, check how you would export your data and how you would cancel. Put the trial end date in your diary.',
        'Stay on monthly billing until you are sure. An annual discount is no saving if the tool ends up unused.',
      ],
      {
        title: 'Plan a trial before you start it',
        instructions:
          'Before you sign up for a free trial, plan it: one real job to run through the tool, who will use it and what success looks like after two weeks. Check how you would get your data out and how you would cancel.',
        prompts: [
          {
            kind: 'checklist',
            question: 'Before you enter card details, have you:',
            checklistItems: [
              'Picked one real job to run through the tool',
              'Decided who will use it',
              'Agreed what success looks like after two weeks',
              'Checked how to export your data',
              'Checked how to cancel',
              'Put the trial end date in your diary',
              'Chosen monthly billing',
            ],
          },
          { kind: 'shortText', question: 'What will success look like after two weeks?' },
        ],
      },
    ),
    lesson(
      8,
      'Getting your team on board without pushback',
      'Bring your team into the decision so the new tool gets used, not quietly ignored.',
      560,
      [
        'People resist change they did not choose. Ask your team where they lose time, and let the people who will use the tool help test the shortlist.',
        'Start small: one champion, one job and one feature. Show people how it makes their day easier, not just yours.',
        'Celebrate the first win out loud, and give it a month before you judge it. Most pushback fades once the tool saves someone a trip back to the yard.',
      ],
      {
        title: 'Ask your team where they lose time',
        instructions:
          'Ask each person who will use the new tool one question: where do you lose time in a normal week? Then choose one champion to try it first, on one job.',
        prompts: [
          { kind: 'voice', question: 'Record a 30-second voice note: what did your team say when you asked where they lose time?' },
          { kind: 'yesNo', question: 'Did you ask everyone who will use the tool?' },
          { kind: 'shortText', question: 'Who will be your champion, and which job will they try it on?' },
        ],
      },
    ),
    lesson(
      9,
      'WhatsApp and customer communication',
      'Keep customers informed and the team in the loop without living on your phone every evening.',
      420,
      [
        'Use a business messaging profile with your hours, quick replies for common questions and an away message for evenings and weekends.',
        'Keep team chats and customer chats separate, and copy important decisions, such as a change to the spec or an agreed extra, into the job record so they are not lost in a thread.',
        'A short photo update at the end of each day is one of the cheapest ways to look professional and reduce "how is it going?" calls.',
      ],
      {
        title: 'Send an end-of-day photo update',
        instructions:
          'Set up your business messaging profile so customers know when you are around. On one job this week, send the customer a short photo update at the end of each day.',
        prompts: [
          {
            kind: 'checklist',
            question: 'What have you set up?',
            checklistItems: [
              'Your opening hours',
              'Quick replies for common questions',
              'An away message for evenings and weekends',
              'Separate chats for the team and for customers',
            ],
          },
          { kind: 'photo', question: 'Take the kind of end-of-day photo you would send a customer: the work, not the people or the address.' },
          { kind: 'yesNo', question: 'Did you copy an agreed change or extra from a chat into the job record this week?' },
        ],
      },
    ),
    lesson(
      10,
      'Using AI assistants safely and usefully',
      'Where AI tools save real time in a building business, and where you need to be careful.',
      590,
      [
        'AI assistants are good at first drafts: scope descriptions for quotes, polite customer emails, method statements, job adverts and social media posts. You stay the expert who checks the facts and signs them off.',
        'Never paste customer names, addresses, bank details or anything confidential into a free AI tool. If you would not put it on a postcard, keep it out.',
        'Used well, an AI assistant can take on the writing work that might otherwise push you to take on an office administrator.',
      ],
      {
        title: 'Try AI on one first draft',
        instructions:
          'Ask an AI assistant for a first draft of something you would normally type up yourself, such as a scope description or a polite customer email. Leave out customer details, and check every fact before you use it.',
        prompts: [
          { kind: 'shortText', question: 'What did you ask it to draft?' },
          { kind: 'longText', question: 'What did it get right, and what did you have to change?' },
          { kind: 'yesNo', question: 'Did you keep customer names, addresses and bank details out of it?' },
        ],
      },
    ),
    lesson(
      11,
      'Cyber security basics for small firms',
      'Five simple habits that stop most scams and account takeovers.',
      470,
      [
        'Use a password manager, switch on two-step verification for email, banking and accounts software, and keep phones and laptops up to date.',
        'Be suspicious of any message that asks you to change bank details or pay urgently, even if it looks like it comes from a supplier you know. Phone them on a number you already have.',
        'Back up your important files automatically, and make sure leavers lose access on their last day.',
      ],
      {
        title: 'Five habits against scams',
        instructions:
          'Work through the habits from the video and tick off what you have done. Start with two-step verification on your email, because your email can reset every other password.',
        prompts: [
          {
            kind: 'checklist',
            question: 'What have you done this week?',
            checklistItems: [
              'Two-step verification on email',
              'Two-step verification on banking',
              'Two-step verification on accounts software',
              'A password manager set up',
              'Phones and laptops updated',
              'Important files backed up automatically',
              "A plan to remove leavers' access on their last day",
            ],
          },
          { kind: 'yesNo', question: 'Does everyone who pays suppliers know to phone them on a number you already have before changing bank details?' },
        ],
      },
    ),
    lesson(
      12,
      'Data, GDPR and customer trust',
      'What data protection rules mean for a small builder, in plain English.',
      440,
      [
        'Only keep the customer information you need, keep it somewhere secure, and know how you would find and delete it if a customer asked.',
        'A short privacy notice on your website and quotes tells customers what you collect and why. It takes an hour to write and shows you take their information seriously.',
        'When you choose a new tool, check where it stores data and whether it will sign a data processing agreement.',
      ],
      {
        title: 'Know where your customer details live',
        instructions:
          "List every place you keep customer information, such as your phone, email, spreadsheets and apps. Then check you could find and delete one customer's details if they asked.",
        prompts: [
          { kind: 'longText', question: 'Where do you keep customer information today? List every place you can think of.' },
          { kind: 'yesNo', question: "Could you find and delete one customer's details if they asked?" },
          { kind: 'yesNo', question: 'Do your website and quotes have a short privacy notice?' },
        ],
      },
    ),
    lesson(
      13,
      'Measuring what changed',
      'A few simple numbers that show whether a new tool is worth keeping.',
      400,
      [
        'Before you switch anything on, note today\'s figures: how long a quote takes, how many days invoices take to be paid, how many subscriptions you pay for.',
        'Check the same numbers after a month and again after three months. Keep what moved the needle and cancel what did not.',
        'Share the results with your team. Seeing the hours saved is the best argument for the next change.',
      ],
      {
        title: "Write down today's numbers",
        instructions:
          'Before you switch anything new on, note three figures so you can compare them later. Then put a reminder in your diary to check them again in a month.',
        prompts: [
          { kind: 'shortText', question: 'How long does a typical quote take you to write?' },
          { kind: 'shortText', question: 'How many days do your invoices usually take to be paid?' },
          { kind: 'shortText', question: 'How many software subscriptions do you pay for?' },
          { kind: 'yesNo', question: 'Have you put a reminder in your diary to check these numbers in a month?' },
        ],
      },
    ),
    lesson(
      14,
      'Continuous improvement and the mindset shift',
      'Make small improvements a habit, and plan your next step with confidence.',
      530,
      [
        'The firms that get the most from technology do not change everything at once. They make one small improvement a month and review it.',
        'Shift from "I haven\'t got time for this" to "this will give me time back", and from "we\'ve always done it this way" to "what would make this easier?"',
        'Pick your next time leak from lesson 2, book thirty minutes in the diary to tackle it, and share what you learned in the WhatsApp group.',
      ],
      {
        title: 'Book your next improvement',
        instructions:
          'Pick your next time leak from your lesson 2 audit and book thirty minutes in the diary to tackle it. Then share what you have learned in the WhatsApp group.',
        prompts: [
          { kind: 'shortText', question: 'Which time leak will you tackle next?' },
          { kind: 'yesNo', question: 'Have you booked thirty minutes in the diary for it?' },
          { kind: 'voice', question: 'Record a 30-second voice note: the biggest change you have made since lesson 1, and what it has given you back.' },
        ],
      },
    ),
  ],
}

/** A small paid course, so that locked lessons and prices can be seen. */
export const paidCourse: SeedCourse = {
  title: 'Digital Quoting and Estimating Masterclass',
  summary: 'Build a quoting system that saves hours every week and wins more of the jobs you actually want.',
  description:
    'A hands-on follow-up to the free programme for firms that want to go further with quoting.\n' +
    'Together we build a complete quoting workflow: a reusable price book, professional templates, automatic follow-ups and a simple way to see which quotes turn into work.',
  whatYouWillLearn: [
    'Map your quoting process and find where quotes stall',
    'Set up a reusable price book with your margins built in',
    'Follow up quotes automatically without being pushy',
  ],
  isFree: false,
  price: 49.0,
  isPublished: true,
  isFeatured: false,
  status: 'available',
  order: 2,
  colour: 'teal',
  cover: { file: 'cover-quoting.webp', alt: 'A drawing of a quote with a pound sign' },
  lessons: [
    lesson(1, 'Your quoting workflow today', 'Map how a quote goes from first call to signed job, and spot where it stalls.', 360, [
      'Write down each step between a customer enquiry and a signed quote: the call, the site visit, measuring up, pricing, writing it up and sending it.',
      'Next to each step, note how long it takes and how long the customer waits. The longest wait is usually where you lose the job.',
    ]),
    lesson(2, 'Building a price book', 'Turn the prices in your head into a list you can reuse in seconds.', 540, [
      'Group your most common items and tasks, such as first-fix electrics, a square metre of plastering or a day of labour, and give each one a cost and a selling price.',
      'Build your margin in once, review prices every quarter when suppliers change theirs, and every future quote gets faster and more consistent.',
    ]),
    lesson(3, 'Following up without chasing', 'Friendly, automatic follow-ups that turn more quotes into work.', 480, [
      'Most quotes are lost to silence, not to price. A short, polite follow-up after three days and again after a week wins a surprising amount of work back.',
      'Set the follow-ups up once in your quoting tool or email, and track which quotes convert so you know which jobs are worth going after.',
    ]),
  ],
}

const comingSoon = (
  title: string,
  summary: string,
  description: string,
  launchLabel: string,
  order: number,
  whatYouWillLearn: string[],
  colour: SeedCourse['colour'],
  cover: SeedImage,
): SeedCourse => ({
  title,
  summary,
  description,
  whatYouWillLearn,
  isFree: true,
  isPublished: true,
  isFeatured: false,
  status: 'coming-soon',
  launchLabel,
  order,
  lessons: [],
  colour,
  cover,
})

/**
 * The six core courses still to come. Spec section 1 planned them from January 2026; the sample's months stay ahead of
 * today, so the catalogue never calls a month that has passed "coming".
 */
export const roadmapCourses: SeedCourse[] = [
  comingSoon(
    'Solving Mindset for Small Builders',
    'Build the habits and confidence to run your business, rather than letting it run you.',
    'Short, practical sessions on planning your week, making decisions with confidence and looking after yourself as well as the business.',
    'January 2027',
    3,
    [
      'Plan your week so the urgent does not swallow the important',
      'Make big decisions with more confidence and less worry',
      'Protect your own time, energy and wellbeing',
    ],
    'plum',
    { file: 'cover-mindset.webp', alt: 'A drawing of the sun rising over the horizon' },
  ),
  comingSoon(
    'Solving Brand for Small Builders',
    'Stand out locally and attract the customers you actually want.',
    'How to explain what makes your firm different and make your van, website, quotes and social media tell the same story.',
    'February 2027',
    4,
    [
      'Say clearly what makes your business different',
      'Make your van, website and paperwork look consistent',
      'Win more work from reviews and referrals',
    ],
    'brick',
    { file: 'cover-brand.webp', alt: 'A drawing of a van with a stripe along its side' },
  ),
  comingSoon(
    'Solving Profit for Small Builders',
    'Price with confidence and keep more of what you earn.',
    'Understand your real costs, price jobs to make a fair profit and keep cash flowing through the quiet months.',
    'March 2027',
    5,
    ['Know your real costs and margins', 'Price every job to make a profit', 'Manage cash flow through the year'],
    'green',
    { file: 'cover-profit.webp', alt: 'A drawing of four bars rising' },
  ),
  comingSoon(
    'Winning Work for Small Builders',
    'Find, quote and win the right jobs more often.',
    'From spotting the jobs that suit you to writing quotes that win and following up without feeling pushy.',
    'April 2027',
    6,
    ['Spot the jobs and customers that suit your business', 'Write quotes that win on value, not just price', 'Follow up without being pushy'],
    'slate',
    { file: 'cover-winning.webp', alt: 'A drawing of a target' },
  ),
  comingSoon(
    'Solving People and Skills for Small Builders',
    'Recruit, train and keep good people.',
    'Practical ways to hire well, bring on apprentices, grow skills in your team and keep your best people.',
    'May 2027',
    7,
    ['Hire for attitude and train for skill', 'Bring on apprentices successfully', 'Keep your best people motivated and loyal'],
    'navy',
    { file: 'cover-people.webp', alt: 'A drawing of three people' },
  ),
  comingSoon(
    'Solving Sustainability for Small Builders',
    'Practical steps towards greener building that customers value.',
    'What customers and regulations increasingly expect, how to cut waste and energy on site, and how to turn sustainability into new work.',
    'June 2027',
    8,
    [
      'Understand what customers and regulations expect',
      'Cut waste, fuel and energy costs on site',
      'Turn sustainability into new work and a selling point',
    ],
    'green',
    { file: 'cover-sustainability.webp', alt: 'A drawing of a leaf' },
  ),
]

/**
 * Where the recordings of the programme's calls live: a recording is a lesson, so it plays with resume, transcript,
 * data saver and "Save for offline". It is the call recordings, not a course: every learner of the programme watches
 * them without enrolling, and they issue no certificate (src/lib/rules/courseKinds.ts). None is a preview (the calls
 * are for learners).
 */
export const callRecordingsCourse: SeedCourse = {
  title: 'Programme call recordings',
  kind: 'recordings',
  summary: 'Missed a fortnightly call? Every call is recorded: watch it here, on any device, even offline.',
  description:
    'The recordings of the programme\'s fortnightly calls, each with its captions and transcript.\n' +
    'Every learner of the programme can watch them from Calls, with no enrolment: each new recording appears there after its call.',
  whatYouWillLearn: ['Catch up on a call you missed', 'Hear the questions other builders asked', 'Save a recording to watch without signal'],
  isFree: true,
  isPublished: true,
  isFeatured: false,
  status: 'available',
  order: 9,
  colour: 'slate',
  // Recordings are not a course of the programme: no before-and-after questions.
  asksImpactQuestions: false,
  cover: { file: 'cover-people.webp', alt: 'A drawing of three people' },
  lessons: [
    {
      ...lesson(1, 'Recording: getting started with the programme', 'The first fortnightly call: how the programme works and the questions asked on the night.', 420, [
        'How the fourteen lessons, the workbook and the calls fit together, and how to fit a lesson into a working week.',
        'Questions from the call: watching on site with poor signal, which lesson to start with, and how the mentoring calls work.',
      ]),
      isPreview: false,
    },
  ],
}
