import type { Plugin } from 'payload'

import { tracedTask } from '@/lib/server/telemetry/tracedTask'

/**
 * Every job task's run is a span (src/lib/server/telemetry/tracedTask.ts): ours and those other plugins add (the
 * CSV import and export), so it is applied last.
 */
export const tracedJobsPlugin: Plugin = (config) => (config.jobs?.tasks ? { ...config, jobs: { ...config.jobs, tasks: config.jobs.tasks.map(tracedTask) } } : config)
