import { buttonClasses } from '@/ui/buttonStyles'

type Props = { link: string; headingId?: string; headingLevel?: 'h2' | 'h3' }

/** The programme's WhatsApp group, for enrolled learners: what it is for, what joining shows, and its invite link. */
export const WhatsAppGroup = ({ link, headingId = 'whatsapp-group', headingLevel: Heading = 'h2' }: Props) => (
  <section aria-labelledby={headingId} className="rounded-xl border-2 border-navy-100 p-5">
    <Heading id={headingId} className="text-xl font-bold text-navy-900">
      The programme&apos;s WhatsApp group
    </Heading>
    <p className="mt-2 text-navy-800">
      Ask questions between calls, and hear what worked for other builders and installers. Joining shows your phone number to the group&apos;s members.
    </p>
    <a href={link} target="_blank" rel="noopener noreferrer" className={`${buttonClasses('primary', 'compact')} mt-3`}>
      Join the WhatsApp group<span className="sr-only"> (opens WhatsApp)</span>
    </a>
  </section>
)
