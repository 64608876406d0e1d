import type { ReactNode } from 'react'

/** The centred card that holds one short form: sign in, registration, profile. */
export const AuthCard = ({ title, intro, form }: { title: string; intro: string; form: ReactNode }) => (
  <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
    <div className="rounded-2xl border-2 border-navy-100 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-3xl font-extrabold text-navy-900">{title}</h1>
      <p className="mt-2 mb-6 text-navy-800">{intro}</p>
      {form}
    </div>
  </div>
)
