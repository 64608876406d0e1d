import type { OfflineRoutes, Route } from '@/lib/contract/routes'

/** Where workbook's operations are served (operations.ts describes them); the screens call them through these. */
export const workbookRoutes = {
  action: { method: 'get', path: '/api/v1/lessons/{lessonId}/action' },
  actionDraft: { method: 'put', path: '/api/v1/lessons/{lessonId}/action/draft' },
  actionAnswer: { method: 'post', path: '/api/v1/lessons/{lessonId}/action/answer' },
  actionFile: { method: 'put', path: '/api/v1/lessons/{lessonId}/action/files/{fileId}' },
  workbookFile: { method: 'get', path: '/api/v1/workbook/files/{fileId}' },
  workbookResource: { method: 'get', path: '/api/v1/workbook/resources/{resourceId}' },
  workbookPdf: { method: 'get', path: '/api/v1/workbook/pdf' },
} as const satisfies Record<string, Route>

/** Offline, an answer sent to the coach waits for signal, with the photos and voice notes it names (sent first). */
export const workbookOffline = {
  queuedWrites: [workbookRoutes.actionFile, workbookRoutes.actionAnswer],
} satisfies OfflineRoutes
