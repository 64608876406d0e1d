/**
 * What a contact message is about, and how soon the team promises to reply to each: the contact page's table, the
 * form's choice, the answer's wording and staff's "reply by" all come from here. A module of its own (no validation
 * code), so the page takes it without the form's schema.
 */
export const contactTopics = [
  { value: 'general', label: 'General enquiries', replyHours: 24 },
  { value: 'course-support', label: 'Course support', replyHours: 12 },
  { value: 'technical', label: 'Technical issues', replyHours: 6 },
  { value: 'urgent', label: 'Urgent matters', replyHours: 2 },
] as const

export type ContactTopic = (typeof contactTopics)[number]['value']

export const contactTopicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]]

export const contactTopicOf = (value: string | null | undefined) => contactTopics.find((topic) => topic.value === value) ?? contactTopics[0]

/** "Within 24 hours", as the contact page and the answer say it. */
export const replyPromise = (value: string | null | undefined): string => `Within ${contactTopicOf(value).replyHours} hours`

/** When the reply is due for a message sent at `sentAt` on this topic. */
export const replyDueAt = (value: string | null | undefined, sentAt: Date): Date => new Date(sentAt.getTime() + contactTopicOf(value).replyHours * 3_600_000)
