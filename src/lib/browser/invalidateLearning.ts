'use client'

import type { QueryClient } from '@tanstack/react-query'

const learningCalls = ['/api/v1/enrollments', '/api/v1/progress', '/api/v1/courses', '/api/v1/lessons']

/** After an enrolment or a completion: every cached answer about courses, enrolments and progress is out of date. */
export const invalidateLearning = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && learningCalls.some((call) => (queryKey[0] as string).startsWith(call)),
  })
