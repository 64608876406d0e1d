import { expect, type Locator, type Page } from '@playwright/test'

export type CourseChecks = { open: string | null; offered: string | null; stages: { stage: string; answeredAt: string | null; skips: number }[] }

/** Where the page's learner stands with a course's checks, from the API. */
export const checksOf = async (page: Page, courseId: string) => (await (await page.request.get(`/api/v1/courses/${courseId}/checks`)).json()) as CourseChecks

export const sentMessage = 'Thank you. Your answers are saved.'

/**
 * Answers the seven questions in a check's card (a confidence for each learning point, the admin hours, the software
 * spend), sends them and waits for the card to say `outcome` (null: the card moves on to another page instead).
 */
export const answerCheck = async (card: Locator, answers: { confidence: number; hours: string; spend: string }, outcome: string | null = sentMessage) => {
  for (const group of await card.getByRole('group').all()) {
    // The number drawn as a button is the radio's label.
    await group.getByText(String(answers.confidence), { exact: true }).click()
    await expect(group.getByRole('radio', { name: new RegExp(`^${answers.confidence},`) })).toBeChecked()
  }
  await card.getByLabel(/hours a week do you spend on admin/).fill(answers.hours)
  await card.getByLabel(/spend on software each month/).fill(answers.spend)
  await card.getByRole('button', { name: 'Send my answers' }).click()
  if (outcome !== null) await expect(card.getByRole('status')).toHaveText(outcome)
}
