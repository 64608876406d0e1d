'use client'

import type { QueryClient } from '@tanstack/react-query'

/** The one learning query the browser caches: the dashboard's progress list (the rest is rendered on the server). */
export const progressQueryKey = ['/api/v1/enrollments/progress'] as const

/** After an enrolment or a completion the cached progress is out of date. */
export const invalidateLearning = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: progressQueryKey })
