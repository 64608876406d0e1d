import type { FormEventHandler, ReactNode } from 'react'

import type { FormOutcome } from '@/lib/browser/useApiForm'
import { Form } from '@/ui/Form'

/** A form-level message: red for errors (role alert), green for success (role status). */
export const FormAlert = ({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) => (
  <div
    role={tone === 'error' ? 'alert' : 'status'}
    className={`rounded-lg border-2 p-4 font-semibold ${tone === 'error' ? 'border-red-700 bg-red-50 text-red-800' : 'border-green-700 bg-green-50 text-green-800'}`}
  >
    {children}
  </div>
)

/** The outcome of a form's last submit, when there is one. */
const OutcomeAlert = ({ outcome }: { outcome: FormOutcome | null }) => (outcome ? <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert> : null)

/** The outcome of a form's last submit as one line under its button (a long form's, where a box above would be out of sight). */
export const OutcomeLine = ({ outcome }: { outcome: FormOutcome | null }) =>
  outcome ? (
    <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={`font-semibold ${outcome.tone === 'error' ? 'text-red-700' : 'text-success-700'}`}>
      {outcome.message}
    </p>
  ) : null

/** A form whose last submit's outcome shows above its fields. */
export const OutcomeForm = ({ outcome, onSubmit, children }: { outcome: FormOutcome | null; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) => (
  <Form onSubmit={onSubmit} className="space-y-5">
    <OutcomeAlert outcome={outcome} />
    {children}
  </Form>
)
