import type { Landing } from '@/payload-types'

import { SignupForm } from './SignupForm'

export const SignupSection = ({ signup }: { signup: Landing['signup'] }) => (
  <section id="signup" aria-labelledby="signup-heading" className="scroll-mt-20 bg-navy-900 px-4 py-16 text-white sm:px-6">
    <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
      <div>
        <h2 id="signup-heading" className="text-3xl font-extrabold sm:text-4xl">
          {signup.heading}
        </h2>
        {signup.intro ? <p className="mt-4 text-lg text-navy-100">{signup.intro}</p> : null}
      </div>
      <SignupForm thankYouMessage={signup.thankYouMessage} socialLinks={(signup.socialLinks ?? []).map(({ label, url }) => ({ label, url }))} />
    </div>
  </section>
)
