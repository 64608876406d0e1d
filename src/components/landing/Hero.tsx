import { launchSentence, programmeStateBadges, startNowPath, type ProgrammeState } from '@/lib/rules/programmeLaunch'
import type { Landing } from '@/payload-types'
import { ButtonLink } from '@/ui/ButtonLink'
import { highlightBadgeClasses } from '@/ui/buttonStyles'
import { CheckList } from '@/ui/CheckList'

import { HeroVideo } from './HeroVideo'

/**
 * The landing page's hero. The programme's state (a staff setting) gives the first label and the sentence that names
 * the launch; while the course is open, "Start now" leads into it instead of to the waiting list. The buttons come
 * before the list of what you get, so a phone shows them on its first screen.
 */
export const Hero = ({ hero, programme }: { hero: Landing['hero']; programme: ProgrammeState }) => (
  <section aria-labelledby="hero-heading" className="bg-navy-900 px-4 py-14 text-white sm:px-6 lg:py-20">
    <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
      <div>
        <ul className="flex flex-wrap gap-2" aria-label="Programme status">
          {[programmeStateBadges[programme.state], ...(hero.badges ?? [])].map((badge) => (
            <li key={badge} className={highlightBadgeClasses}>
              {badge}
            </li>
          ))}
        </ul>
        <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {hero.title}
        </h1>
        <p className="mt-5 text-lg text-navy-100 sm:text-xl">{hero.subtitle}</p>
        <p className="mt-4 text-lg font-bold">{launchSentence(programme)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {programme.state === 'open' ? <ButtonLink href={startNowPath}>Start now</ButtonLink> : <ButtonLink href="#signup">Join our Free Programme</ButtonLink>}
          <ButtonLink href="#programme" variant="secondary">
            Learn More
          </ButtonLink>
        </div>
        <CheckList items={hero.highlights ?? []} className="mt-8 space-y-2" tickClassName="font-bold text-accent-400" />
      </div>
      <HeroVideo video={hero} title="Introduction to the programme" />
    </div>
  </section>
)
