import type { Trade } from '@/lib/rules/businessProfile'
import type { TeamSize } from '@/lib/validation/teamSizes'

/**
 * Three sample learners of the featured course, so a coach on a fresh clone has answers waiting for a reply, in the
 * order they were sent, and a mentor a booked call. Their emails are at example.com (mail to them goes nowhere) and
 * nobody knows their passwords.
 */
export type SampleLearner = {
  firstName: string
  lastName: string
  company: string
  phone: string
  teamSize: TeamSize
  trade: Trade
  postcodeDistrict: string
  /** Lessons marked complete, by number. */
  completed: number[]
  /** The answer sent to each lesson's action, by lesson number: one text per text question, in order. */
  sent: Record<number, string[]>
  /** What they want to cover, when they booked the first free mentoring slot. */
  mentoringTopic?: string
}

export const sampleLearnerEmailDomain = 'example.com'

export const sampleLearners: SampleLearner[] = [
  {
    firstName: 'Gary',
    lastName: 'Walker',
    company: 'Walker Building Services',
    phone: '07700 900123',
    teamSize: '2-8',
    trade: 'general-builder',
    postcodeDistrict: 'LS6',
    completed: [1, 2],
    sent: { 1: ['Quotes. I write them at the kitchen table on Sunday nights, two or three hours every week.'] },
    mentoringTopic: 'Which quoting app would suit a team of five, and how do I get the lads to use it?',
  },
  {
    firstName: 'Priya',
    lastName: 'Shah',
    company: 'Shah Electrical',
    phone: '07700 900456',
    teamSize: 'sole-trader',
    trade: 'electrician',
    postcodeDistrict: 'B15',
    completed: [1],
    sent: { 1: ['Chasing payments. I keep a list of who owes what in my notes app and forget to send reminders.'] },
  },
  {
    firstName: 'Tom',
    lastName: 'Evans',
    company: 'Evans Roofing',
    phone: '07700 900789',
    teamSize: '8-15',
    trade: 'roofing',
    postcodeDistrict: 'CF10',
    completed: [1],
    sent: { 1: ['Booking the scaffold and ordering materials: it is all phone calls and texts, and things get missed.'] },
  },
]
