import type { Route } from '@/lib/contract/routes'

/** Where calls's operations are served (operations.ts describes them); the screens call them through these. */
export const callsRoutes = {
  calls: { method: 'get', path: '/api/v1/calls' },
  pastCalls: { method: 'get', path: '/api/v1/calls/past' },
  callCalendar: { method: 'get', path: '/api/v1/calls/{callId}/calendar' },
  callAttendance: { method: 'post', path: '/api/v1/calls/{callId}/attendance' },
  calendarFeed: { method: 'get', path: '/api/v1/calls/feed' },
  renewCalendarFeed: { method: 'post', path: '/api/v1/calls/feed' },
  stopCalendarFeed: { method: 'delete', path: '/api/v1/calls/feed' },
  calendarFeedFile: { method: 'get', path: '/api/v1/calendar-feeds/{token}' },
} as const satisfies Record<string, Route>
