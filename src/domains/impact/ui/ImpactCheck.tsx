'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { ApiRequestError } from '@/lib/browser/apiClient'
import { queuedCheckKey, queuedChecks, sendCheckAnswers, skipCheckForNow, type CheckOutcome } from './queuedChecks'
import {
  changesQuestion,
  checkAnswerProblems,
  confidenceQuestions,
  confidenceScale,
  figureQuestions,
  skipsBeforeWeStopAsking,
  type CheckStage,
} from '@/lib/rules/impactChecks'
import type { ImpactCheckAnswers } from '@/lib/validation/impactChecks'
import { buttonClasses } from '@/ui/buttonStyles'
import { Field, inputClasses } from '@/ui/Field'
import { Link } from '@/ui/Link'

type Values = Record<string, string>

const wording: Record<CheckStage, { heading: string; intro: string }> = {
  baseline: {
    heading: 'Before you start: where do you stand today?',
    intro: "Seven quick questions, about two minutes. We ask them again when you finish, to show the programme's funder what changed.",
  },
  end: {
    heading: 'You finished the course: where do you stand now?',
    intro: 'The same seven questions as when you started, to show what changed.',
  },
  'follow-up': {
    heading: '90 days on: what changed?',
    intro: 'The same questions once more, and what you changed in your business since the course.',
  },
}

/** Checks the answers with the rules the server uses (no zod, so it works on a saved lesson without signal). */
const checkResolver: Resolver<Values> = async (values) => {
  const problems = checkAnswerProblems(values)
  if (Object.keys(problems).length) {
    return { values: {}, errors: Object.fromEntries(Object.entries(problems).map(([name, message]) => [name, { type: 'validate', message }])) }
  }
  return { values, errors: {} }
}

const toAnswers = (values: Values) =>
  Object.fromEntries([
    ...[...confidenceQuestions, ...figureQuestions].map(({ name }) => [name, Number(values[name])]),
    [changesQuestion.name, values[changesQuestion.name]?.trim() || null],
  ]) as ImpactCheckAnswers

type Props = {
  courseId: string
  stage: CheckStage
  /** Times it was skipped already: the last chance says so. */
  skips?: number
  /** Its heading's level where it sits (2 in a page section). */
  headingLevel?: 2 | 1
  /**
   * Where the learner goes once they answered or skipped (the course's start: their lesson, named as "lesson 1"). The
   * questions then offer skipping at the top too, so nobody scrolls past seven questions to get to their lesson.
   */
  next?: { href: string; lesson: string }
}

/**
 * A course's check, offered on its screens: confidence 1 to 5 on the five learning points, the two figures, and at
 * 90 days what changed. "Send my answers" or "Skip for now"; without signal either is kept on the phone and sent later.
 */
export const ImpactCheck = ({ courseId, stage, skips = 0, headingLevel = 2, next }: Props) => {
  const router = useRouter()
  const headingId = useId()
  const ids = useId()
  const { heading, intro } = wording[stage]
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver: checkResolver, defaultValues: {} })
  const [outcome, setOutcome] = useState<{ done: 'answered' | 'skipped'; how: CheckOutcome } | null>(null)
  // Said under the button that was pressed: the skip at the top, or the form's own buttons.
  const [failure, setFailure] = useState<{ message: string; at: 'top' | 'form' } | null>(null)
  const [skipping, setSkipping] = useState(false)
  const queued = queuedChecks.useItems()?.includes(queuedCheckKey(courseId, stage)) ?? false

  const refused = (error: unknown, at: 'top' | 'form' = 'form') => {
    if (error instanceof ApiRequestError) {
      for (const fieldError of error.fieldErrors) setError(fieldError.field, { message: fieldError.message })
      setFailure({ message: error.message, at })
    } else setFailure({ message: "Couldn't send your answers. Please try again in a moment.", at })
  }

  const finished = (done: 'answered' | 'skipped', how: CheckOutcome) => {
    setOutcome({ done, how })
    if (next && how === 'sent') router.push(next.href)
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      finished('answered', await sendCheckAnswers(courseId, stage, toAnswers(values)))
    } catch (error) {
      refused(error)
    }
  })

  const skip = async (at: 'top' | 'form') => {
    setFailure(null)
    setSkipping(true)
    try {
      finished('skipped', await skipCheckForNow(courseId, stage))
    } catch (error) {
      refused(error, at)
    } finally {
      setSkipping(false)
    }
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const done = outcome ?? (queued ? { done: 'answered' as const, how: 'queued' as const } : null)
  const doneMessage = !done
    ? null
    : done.how === 'queued'
      ? "Saved on this phone. It will be sent when you're back online."
      : done.done === 'answered'
        ? 'Thank you. Your answers are saved.'
        : skips + 1 >= skipsBeforeWeStopAsking
          ? 'Skipped. We will not ask these questions again.'
          : stage === 'baseline'
            ? 'Skipped for now. We will ask once more on your dashboard.'
            : 'Skipped for now. We will ask once more next time you open the course.'

  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-accent-600 bg-white p-4 sm:p-6">
      <Heading id={headingId} className={`${headingLevel === 1 ? 'text-3xl' : 'text-2xl'} font-bold text-navy-900`}>
        {heading}
      </Heading>
      <p className="mt-2 text-navy-800">
        {intro} Your answers are counted without your name.
      </p>
      <p role="status" className="font-semibold text-success-700 [&:not(:empty)]:mt-4">
        {doneMessage}
      </p>
      {done && next ? (
        <Link href={next.href} className={`${buttonClasses('primary')} mt-4`}>
          Go to {next.lesson}
        </Link>
      ) : null}
      {!done && next ? (
        <>
          <button type="button" onClick={() => skip('top')} disabled={formState.isSubmitting || skipping} className={`${buttonClasses('quiet', 'compact')} mt-4 disabled:opacity-70`}>
            Skip for now: go to {next.lesson}
          </button>
          {failure?.at === 'top' ? (
            <p role="alert" className="mt-2 font-semibold text-red-700">
              {failure.message}
            </p>
          ) : null}
        </>
      ) : null}
      {done ? null : (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-6">
          <div>
            <p className="font-semibold text-navy-900">How confident are you today at each of these? 1 is not at all confident, 5 is very confident.</p>
            {confidenceQuestions.map(({ name, label }) => {
              const error = formState.errors[name]?.message
              return (
                <fieldset key={name} className="mt-4" aria-describedby={error ? `${ids}-${name}-error` : undefined}>
                  <legend className="font-semibold">{label}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {confidenceScale.map(({ value, label: scaleLabel }) => (
                      <label
                        key={value}
                        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border-2 border-navy-800/40 px-3 font-bold has-[:checked]:border-navy-900 has-[:checked]:bg-navy-900 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600"
                      >
                        <input type="radio" value={value} className="sr-only" aria-label={`${value}, ${scaleLabel}`} {...register(name)} />
                        {value}
                      </label>
                    ))}
                  </div>
                  {error ? (
                    <p id={`${ids}-${name}-error`} className="mt-1 font-semibold text-red-700">
                      {error}
                    </p>
                  ) : null}
                </fieldset>
              )
            })}
          </div>
          {figureQuestions.map(({ name, label, unit }) => {
            const id = `${ids}-${name}`
            const error = formState.errors[name]?.message
            return (
              <Field key={name} id={id} label={label} hint={`(${unit})`} error={error}>
                <input id={id} type="text" inputMode="decimal" className={inputClasses} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
              </Field>
            )
          })}
          {stage === 'follow-up' ? (
            <Field id={`${ids}-changes`} label={changesQuestion.label} hint="(optional)" error={formState.errors.changes?.message}>
              <textarea id={`${ids}-changes`} rows={4} className={inputClasses} aria-invalid={!!formState.errors.changes} {...register(changesQuestion.name)} />
            </Field>
          ) : null}
          {failure?.at === 'form' ? (
            <p role="alert" className="font-semibold text-red-700">
              {failure.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={formState.isSubmitting || skipping} className={`${buttonClasses('primary')} disabled:opacity-70`}>
              {formState.isSubmitting ? 'Sending...' : 'Send my answers'}
            </button>
            <button type="button" onClick={() => skip('form')} disabled={formState.isSubmitting || skipping} className={`${buttonClasses('quiet')} disabled:opacity-70`}>
              {skipping ? 'Skipping...' : 'Skip for now'}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
