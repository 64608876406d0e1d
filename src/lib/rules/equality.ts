/**
 * The optional equality questions (the census's wording, shortened), each with "Prefer not to say". They are stored
 * apart from the account and counted only in groups; no one reads them one by one.
 */
const preferNotToSay = { value: 'prefer-not-to-say', label: 'Prefer not to say' } as const

export const equalityQuestions = {
  ageBand: {
    label: 'Your age',
    options: [
      { value: '16-24', label: '16 to 24' },
      { value: '25-34', label: '25 to 34' },
      { value: '35-44', label: '35 to 44' },
      { value: '45-54', label: '45 to 54' },
      { value: '55-64', label: '55 to 64' },
      { value: '65-plus', label: '65 or over' },
      preferNotToSay,
    ],
  },
  sex: {
    label: 'Your sex',
    options: [{ value: 'female', label: 'Female' }, { value: 'male', label: 'Male' }, preferNotToSay],
  },
  ethnicGroup: {
    label: 'Your ethnic group',
    options: [
      { value: 'asian', label: 'Asian or Asian British' },
      { value: 'black', label: 'Black, Black British, Caribbean or African' },
      { value: 'mixed', label: 'Mixed or multiple ethnic groups' },
      { value: 'white', label: 'White' },
      { value: 'other', label: 'Another ethnic group' },
      preferNotToSay,
    ],
  },
  disability: {
    label: 'Do you have a physical or mental health condition or illness lasting, or expected to last, 12 months or more?',
    options: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }, preferNotToSay],
  },
} as const

export type EqualityQuestion = keyof typeof equalityQuestions

export type EqualityAnswer<Q extends EqualityQuestion> = (typeof equalityQuestions)[Q]['options'][number]['value']

export const equalityQuestionNames = Object.keys(equalityQuestions) as EqualityQuestion[]

/** The answers a question takes, as zod's `enum` wants them. */
export const equalityValues = <Q extends EqualityQuestion>(question: Q) =>
  equalityQuestions[question].options.map((option) => option.value) as [EqualityAnswer<Q>, ...EqualityAnswer<Q>[]]
