import { afterJoiningSentence, launchSentence, startNowPath, type ProgrammeState } from '@/lib/rules/programmeLaunch'
import type { Landing } from '@/payload-types'
import { ButtonLink } from '@/ui/ButtonLink'

import { SignupForm } from './SignupForm'

/** The waiting list: its text opens with the sentence that names the launch, and its thank-you ends with when it starts. */
export const SignupSection = ({ signup, programme }: { signup: Landing['signup']; programme: ProgrammeState }) => (
  <section id="signup" aria-labelledby="signup-heading" className="scroll-mt-20 bg-navy-900 px-4 py-16 text-white sm:px-6">
    <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2">
      <div>
        <h2 id="signup-heading" className="text-3xl font-extrabold sm:text-4xl">
          {signup.heading}
        </h2>
        <p className="mt-4 text-lg text-navy-100">
          {launchSentence(programme)}
          {signup.intro ? ` ${signup.intro}` : ''}
        </p>
        {programme.state === 'open' ? (
          <ButtonLink href={startNowPath} className="mt-6">
            Start now
          </ButtonLink>
        ) : null}
      </div>
      <SignupForm
        thankYouMessage={`${signup.thankYouMessage} ${afterJoiningSentence(programme)}`}
        socialLinks={(signup.socialLinks ?? []).map(({ label, url }) => ({ label, url }))}
      />
    </div>
  </section>
)
