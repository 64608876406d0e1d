/** How a contact message stands against the reply time promised for its topic, as staff read it in the list. */
export const replyStanding = (replyBy: string | null | undefined, answered: boolean, now: Date): string => {
  if (answered) return 'Answered'
  if (!replyBy) return ''
  const minutes = Math.round((new Date(replyBy).getTime() - now.getTime()) / 60_000)
  const span = (total: number) => (total >= 120 ? `${Math.round(total / 60)} hours` : total >= 60 ? '1 hour' : `${Math.max(total, 1)} min`)
  return minutes >= 0 ? `Reply due in ${span(minutes)}` : `Overdue by ${span(-minutes)}`
}
