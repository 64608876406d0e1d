import { buttonClasses } from '@/ui/buttonStyles'
import { BandSection, HeadedSection } from '@/ui/HeadedSection'
import { Link } from '@/ui/Link'
import { TitledCard } from '@/ui/TitledCard'

const categories = [
  { title: 'Technology', text: 'Choose software and apps for quoting, job management and getting paid, and get your team using them.' },
  { title: 'Running the business', text: 'Your brand, winning better work and protecting your profit, from people who run building firms.' },
  { title: 'People and planet', text: 'Hiring and training your team, your own mindset, and building more sustainably.' },
]

const journey = [
  { title: 'Sign up free', text: 'Create your account in a minute. No card, no catch.' },
  { title: 'Pick a course', text: 'Start with Solving Tech: 14 short videos made for small builders.' },
  { title: 'Learn on the go', text: 'Each video is under 10 minutes: watch on a break, in the van or at home.' },
  { title: 'Put it to work', text: 'Try one idea a week, with the workbook, the WhatsApp group and fortnightly calls.' },
]

const numberWords = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

/** "Six more courses are on the way", from the number of coming-soon courses (in figures past ten). */
export const comingSoonSentence = (count: number): string =>
  count === 1 ? 'One more course is on the way.' : `${numberWords[count] ?? count} more courses are on the way.`

/** Where the catalogue's first coming-soon course starts, for the banner to lead to. */
export const coursesOnTheWayAnchor = 'courses-on-the-way'

/**
 * The waiting-list banner at the top of the catalogue, while courses are coming soon (none: no banner). A visitor is
 * led to the programme's waiting list; a signed-in learner, already in the programme, to the courses on the way, each
 * with its own "Join Waiting List".
 */
export const ComingSoonBanner = ({ count, signedIn }: { count: number; signedIn: boolean }) =>
  count === 0 ? null : (
  <div className="bg-accent-400 px-4 py-5 text-navy-950 sm:px-6">
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
      {signedIn ? (
        <>
          <p className="text-lg font-bold">
            {comingSoonSentence(count)} Press Join Waiting List on one and we will email you when it opens.
          </p>
          <a href={`#${coursesOnTheWayAnchor}`} className={buttonClasses('darkest')}>
            See the courses on the way
          </a>
        </>
      ) : (
        <>
          <p className="text-lg font-bold">{comingSoonSentence(count)} Join the waiting list to hear first.</p>
          <Link href="/#signup" className={buttonClasses('darkest')}>
            Join the Waiting List
          </Link>
        </>
      )}
    </div>
  </div>
)

const headingClass = 'text-2xl font-extrabold text-navy-900 sm:text-3xl'

/** The three areas the programme's courses cover. */
export const CategoryCards = () => (
  <HeadedSection headingId="categories-heading" heading="What the courses cover" headingClassName={headingClass} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {categories.map((category) => (
        <TitledCard key={category.title} title={category.title} text={category.text} className="rounded-xl bg-navy-100 p-6" />
      ))}
    </ul>
  </HeadedSection>
)

/** How learning works, step by step. */
export const LearningJourney = () => (
  <BandSection headingId="journey-heading" heading="Your learning journey" headingClassName={headingClass} className="bg-navy-100 px-4 py-12 sm:px-6">
    <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {journey.map((step, index) => (
        <li key={step.title} className="rounded-xl bg-white p-6">
          <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-bold text-navy-900">{step.title}</h3>
          <p className="mt-1 text-navy-800">{step.text}</p>
        </li>
      ))}
    </ol>
  </BandSection>
)

/** The closing call to action: sign up, or back to the dashboard when signed in. */
export const CatalogueCallToAction = ({ signedIn }: { signedIn: boolean }) => (
  <section aria-labelledby="catalogue-cta-heading" className="bg-navy-900 px-4 py-14 text-center text-white sm:px-6">
    <h2 id="catalogue-cta-heading" className="text-2xl font-extrabold sm:text-3xl">
      {signedIn ? 'Ready for your next lesson?' : 'Start learning today. It is free.'}
    </h2>
    <Link href={signedIn ? '/v1/dashboard' : '/v1/register'} className={`${buttonClasses('primary')} mt-6`}>
      {signedIn ? 'Go to My Dashboard' : 'Sign Up Free'}
    </Link>
  </section>
)
