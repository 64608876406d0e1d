type Props = { headingId?: string; headingLevel?: 'h2' | 'h3' }

/**
 * The programme's WhatsApp group while staff have set no invite link yet, for enrolled learners: the group is
 * promised, so they read when and where its link will come instead of finding nothing.
 */
export const WhatsAppGroupComing = ({ headingId = 'whatsapp-group', headingLevel: Heading = 'h2' }: Props) => (
  <section aria-labelledby={headingId} className="rounded-xl bg-navy-100 p-4">
    <Heading id={headingId} className="text-lg font-bold text-navy-900">
      The programme&apos;s WhatsApp group
    </Heading>
    <p className="mt-1 text-navy-800">
      Its invite link is not ready yet. As soon as the group opens, the link will be on your dashboard and your course
      pages.
    </p>
  </section>
)
