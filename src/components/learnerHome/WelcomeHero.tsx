import type { Landing } from '@/payload-types'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { HeroVideo } from '../landing/HeroVideo'

/** The learner-area welcome: heading, tagline, the intro video, and the ways in for a signed-out visitor. */
export const WelcomeHero = ({ video, signedIn }: { video: Landing['hero']; signedIn: boolean }) => (
  <section aria-labelledby="welcome-heading" className="bg-navy-900 px-4 py-12 text-white sm:px-6 lg:py-16">
    <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
      <div>
        <h1 id="welcome-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          Welcome to Solving Tech
        </h1>
        <p className="mt-5 text-lg text-navy-100 sm:text-xl">
          Practical, bite-sized technology training for small UK builders, installers and supply-chain firms. Learn on your phone, put it to work the same week.
        </p>
        {signedIn ? null : (
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link href="/v1/register" className={buttonClasses('primary')}>
              Get Started Free
            </Link>
            <Link href="/v1/login" className="inline-flex min-h-11 items-center font-semibold text-white underline">
              Already have an account? Sign In
            </Link>
          </div>
        )}
      </div>
      <HeroVideo video={video} title="Welcome to Solving Tech" />
    </div>
  </section>
)
