import type { LoggerOptions } from 'pino'

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

type JobFields = { job?: { id?: unknown; taskSlug?: unknown; workflowSlug?: unknown; queue?: unknown; totalTried?: unknown }; err?: unknown }

/**
 * Payload's jobs queue logs a failed run with the whole job (its input, every earlier try and stack) twice over: ten
 * kilobytes a line, and a job's input may hold what a learner wrote. A line about a job keeps which job it was, and
 * the error's message and stack.
 */
export const withCompactJobLines = (hook: LogMethodHook): LogMethodHook =>
  function (args, method, level) {
    const [first, ...rest] = args as unknown[]
    if (!first || typeof first !== 'object' || !('job' in first)) return hook.call(this, args, method, level)
    const { job, err, ...fields } = first as JobFields & Record<string, unknown>
    const compactJob = job && typeof job === 'object' ? { id: job.id, task: job.taskSlug ?? job.workflowSlug, queue: job.queue, tries: job.totalTried } : job
    let compactError = err
    if (err instanceof Error) {
      compactError = new Error(err.message)
      ;(compactError as Error).name = err.name
      ;(compactError as Error).stack = err.stack
    }
    return hook.call(this, [{ ...fields, job: compactJob, ...(err === undefined ? {} : { err: compactError }) }, ...rest] as Parameters<LogMethodHook>[0], method, level)
  }
