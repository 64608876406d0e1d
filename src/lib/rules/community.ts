/** The programme's WhatsApp group: its invite links, and links that open WhatsApp with a message ready to send. */

/** A WhatsApp group's invite link, as WhatsApp makes them: https://chat.whatsapp.com/<code>. */
export const isWhatsAppGroupLink = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9]+$/.test(value)

/** Opens WhatsApp with `text` ready to send, to a chat or group the person picks. */
export const whatsAppShareUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`

/** "Share this lesson": its title and address, which WhatsApp shows with the page's link preview. */
export const shareLessonText = (lessonTitle: string, lessonUrl: string): string => `${lessonTitle}, from Solving Tech: ${lessonUrl}`

/** "Ask about this in the group": a question started, naming the lesson and its address. */
export const askInGroupText = (lessonTitle: string, lessonUrl: string): string => `A question about "${lessonTitle}" (${lessonUrl}): `
