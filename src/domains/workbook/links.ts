import { actionAnchor } from '@/lib/rules/workbook'
import { env } from '@/lib/server/env'

/** A lesson's action on the lesson screen, as a full address for mail. */
export const actionUrl = (lessonId: string): string => `${env.publicUrl}/v1/lessons/${lessonId}#${actionAnchor}`
