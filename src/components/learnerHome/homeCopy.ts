/** Why homeowners choose the builders they do: the behaviours the programme teaches firms to work with (spec 2.5). */
export const homeownerProblems = [
  { title: 'Anchoring', text: 'The first price a homeowner hears becomes the yardstick for every quote after it, fair or not.' },
  {
    title: 'Information gap and insecurity',
    text: 'Most homeowners cannot judge building work, so they feel exposed and look for any sign they can trust you.',
  },
  { title: 'Fear of being ripped off', text: 'Horror stories make people wary: slow replies, vague quotes and surprise extras confirm their fears.' },
  { title: 'Optimism bias', text: 'Customers expect jobs to be quicker and cheaper than they are, and blame the builder when reality arrives.' },
  { title: 'Social norms and stories', text: 'Reviews, neighbours and word of mouth decide more jobs than price does.' },
]

export const homeownerNeeds = [
  'What the job will cost, in writing, and what could change it',
  'When you will start, how long it will take, and how they will hear from you',
  'That you are insured, qualified and have done this kind of work before',
  'How to pay, and what happens if something goes wrong',
]

export const trades = ['Builders', 'Electricians', 'Plumbers', 'Roofers', 'Joiners', 'Heating engineers', 'Merchants']
