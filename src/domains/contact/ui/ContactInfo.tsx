import { supportEmail } from '@/lib/rules/supportEmail'
import { contactTopics, replyPromise } from '@/lib/validation/contactTopics'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

/** How else to reach the team, how fast they answer (spec 9's promises), and the FAQ. */
export const ContactInfo = () => (
  <div className="space-y-8">
    <section aria-labelledby="contact-direct-heading" className="rounded-xl bg-navy-100 p-6">
      <h2 id="contact-direct-heading" className="text-xl font-bold text-navy-900">
        Email us directly
      </h2>
      <a href={`mailto:${supportEmail}`} className="mt-2 inline-flex min-h-11 items-center font-semibold break-all text-navy-900 underline">
        {supportEmail}
      </a>
    </section>
    <table className="w-full border-collapse text-left">
      <caption className="pb-3 text-left text-xl font-bold text-navy-900">How quickly we reply</caption>
      <thead>
        <tr className="border-b-2 border-navy-900">
          <th scope="col" className="py-2 pr-4">
            Type of message
          </th>
          <th scope="col" className="py-2">
            Reply
          </th>
        </tr>
      </thead>
      <tbody>
        {contactTopics.map((topic) => (
          <tr key={topic.value} className="border-b border-navy-100">
            <th scope="row" className="py-2 pr-4 font-normal">
              {topic.label}
            </th>
            <td className="py-2 font-semibold">{replyPromise(topic.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <section aria-labelledby="contact-faq-heading">
      <h2 id="contact-faq-heading" className="text-xl font-bold text-navy-900">
        Quick answers
      </h2>
      <p className="mt-2 text-navy-800">Cost, time, levy registration: most questions are answered in our FAQ.</p>
      <Link href="/#faq" className={`${buttonClasses('outline')} mt-4`}>
        Read the FAQ
      </Link>
    </section>
  </div>
)
