import type { LoggerOptions } from 'pino'

import { scrubLogValue } from '@/lib/rules/scrubLearnerData'

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/**
 * Every log line as it is finally written, through the rule that traces and error reports pass
 * (src/lib/rules/scrubLearnerData.ts): its message, its fields and its error (message, stack, an SMTP server's reply
 * quoting the learner's address) without a learner's email, name, token or cookie. It wraps the writing itself, so
 * `hook` (a failed statement's SQL taken out, the error tracker's copy) still sees the error as it was thrown.
 */
export const withScrubbedLines = (hook: LogMethodHook): LogMethodHook =>
  function (args, method, level) {
    const scrubbingMethod = function (this: unknown, ...logged: unknown[]) {
      return (method as (...parts: unknown[]) => void).apply(this, logged.map(scrubLogValue))
    } as typeof method
    return hook.call(this, args, scrubbingMethod, level)
  }
