import type { FormEventHandler, ReactNode } from 'react'

import { Form } from '@/ui/Form'

type Props = { id: string; title: string; intro?: ReactNode; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }

/** One card of the account page: a form named by its heading, with a line saying what it changes. */
export const SettingsForm = ({ id, title, intro, onSubmit, children }: Props) => (
  <Form onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
    <div>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-navy-800">{intro}</p> : null}
    </div>
    {children}
  </Form>
)
