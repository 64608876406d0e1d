import { progressPercentage } from './progress'

type Funnel = { enrolled: number; started: number; sentAction: number; halfway: number; completed: number }

/** The funnel as staff read it: each stage's learners and their share of the enrolled. */
export const funnelStages = (funnel: Funnel): { stage: string; learners: number; percentOfEnrolled: number }[] =>
  (
    [
      ['Enrolled', funnel.enrolled],
      ['Started (a lesson completed or an action sent)', funnel.started],
      ['Sent an action to their coach', funnel.sentAction],
      ['Half-way (half the lessons completed)', funnel.halfway],
      ['Completed', funnel.completed],
    ] as const
  ).map(([stage, learners]) => ({ stage, learners, percentOfEnrolled: progressPercentage(learners, funnel.enrolled) }))

/** What a stop point is called: "No lesson completed yet" for 0, else "3. Choosing an app". */
export const stopPointLabel = (lessonNumber: number, lessonTitle: string | null): string =>
  lessonNumber === 0 ? 'No lesson completed yet' : `${lessonNumber}. ${lessonTitle ?? ''}`.trim()
