'use client'

import type { QueryClient } from '@tanstack/react-query'

import { pathOf } from '@/lib/contract/routes'

import { learningRoutes } from '../contract/routes'

/**
 * The learning queries the browser caches: the dashboard's progress list and certificates (the rest is rendered on the
 * server). Certificates are their module's operation (src/domains/certificates/contract/), named here by a word.
 */
export const progressQueryKey = [pathOf(learningRoutes.progressList)] as const
export const certificatesQueryKey = ['certificates'] as const

/** After an enrolment or a completion the cached progress, and perhaps the certificates, are out of date. */
export const invalidateLearning = async (queryClient: QueryClient): Promise<void> => {
  await Promise.all([queryClient.invalidateQueries({ queryKey: progressQueryKey }), queryClient.invalidateQueries({ queryKey: certificatesQueryKey })])
}
