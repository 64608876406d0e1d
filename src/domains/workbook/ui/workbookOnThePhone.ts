'use client'

import type { AnswerEntry } from '@/lib/validation/workbook'

import { storedList } from '@/lib/browser/offline/storedList'

/** An answer sent to the coach without signal: the service worker holds the request; this shows it as sent. */
export type QueuedActionSend = { lessonId: string; clientId: string; answers: AnswerEntry[]; queuedAt: string }

export const queuedActionSends = storedList<QueuedActionSend>('offlineActionSends')

/** What a learner wrote while the server could not be told: kept on the phone until a save reaches it. */
export type PhoneDraft = { lessonId: string; answers: AnswerEntry[]; savedAt: string }

export const phoneDrafts = storedList<PhoneDraft>('offlineActionDrafts')

export const keepPhoneDraft = (draft: PhoneDraft) => phoneDrafts.write([...phoneDrafts.read().filter((each) => each.lessonId !== draft.lessonId), draft])

export const forgetPhoneDraft = (lessonId: string) => {
  const drafts = phoneDrafts.read()
  if (drafts.some((each) => each.lessonId === lessonId)) phoneDrafts.write(drafts.filter((each) => each.lessonId !== lessonId))
}

/** The worker sent what it held: the phone's copies of the sends are no longer needed. */
export const forgetQueuedActionSends = () => queuedActionSends.clear()
