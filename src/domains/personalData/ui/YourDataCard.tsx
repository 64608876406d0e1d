import { pathOf } from '@/lib/contract/routes'
import { buttonClasses } from '@/ui/buttonStyles'

import { personalDataRoutes } from '../contract/routes'

/** "Your data" (UK GDPR access and portability): everything we hold about the learner, in one download. */
export const YourDataCard = () => (
  <section aria-labelledby="your-data-heading" className="space-y-4 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
    <h2 id="your-data-heading" className="text-2xl font-bold text-navy-900">
      Your data
    </h2>
    <p className="text-navy-800">
      Download everything we hold about you: your profile, courses and progress, where you are in each video, the emails we
      sent you, your certificates and your account&apos;s security record. It comes as a ZIP file, each part as JSON and as a
      spreadsheet (CSV).
    </p>
    <a href={pathOf(personalDataRoutes.personalData)} download className={buttonClasses('outline')}>
      Download my data
    </a>
  </section>
)
