import type { LandingContent } from '@/domains/content'
import { sitePath } from '@/lib/rules/sitePath'
import type { Landing } from '@/payload-types'
import { OptimisedImage } from '@/ui/OptimisedImage'
import { Section } from '@/ui/Section'

const ExternalLink = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <a href={href} target="_blank" rel="noopener noreferrer" className="font-bold text-navy-900 underline underline-offset-2 hover:text-accent-600">
    {children}
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
)

export const AboutSection = ({ about, people }: { about: Landing['about']; people: LandingContent['people'] }) => (
  <Section id="about" heading={about.heading} intro={about.intro}>
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {people.map((person) => {
        const photo = typeof person.photo === 'object' ? person.photo : null
        return (
          <li key={person.id} className="rounded-xl border-2 border-navy-100 p-6">
            {photo?.url ? <OptimisedImage src={sitePath(photo.url)} alt={photo.alt} width={96} height={96} className="h-24 w-24 rounded-full object-cover" /> : null}
            <h3 className="mt-4 text-xl font-bold">{person.profileUrl ? <ExternalLink href={person.profileUrl}>{person.name}</ExternalLink> : person.name}</h3>
            <p className="font-semibold text-accent-600">{person.title}</p>
            {person.company ? (
              <p className="mt-1 text-navy-800">{person.companyUrl ? <ExternalLink href={person.companyUrl}>{person.company}</ExternalLink> : person.company}</p>
            ) : null}
            <p className="mt-3 text-navy-800">{person.biography}</p>
          </li>
        )
      })}
    </ul>
    {about.mission ? (
      <blockquote className="mt-12 rounded-xl bg-navy-900 p-8 text-xl font-semibold text-white">{about.mission}</blockquote>
    ) : null}
  </Section>
)
