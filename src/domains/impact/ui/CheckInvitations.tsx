import { checkPagePath, type CheckStage } from '@/lib/rules/impactChecks'
import { buttonClasses } from '@/ui/buttonStyles'
import { HeadedSection } from '@/ui/HeadedSection'
import { Link } from '@/ui/Link'

import type { OfferedCheck } from '../checks'

const invitation: Record<CheckStage, string> = {
  baseline: 'Before you start: seven quick questions about where you stand today.',
  end: 'You finished: the same questions again, to show what changed.',
  'follow-up': '90 days on: the same questions once more, and what you changed in your business.',
}

/** The dashboard's "Questions for you": each course's check waiting to be answered, with the way to its page. */
export const CheckInvitations = ({ checks }: { checks: OfferedCheck[] }) => (
  <HeadedSection headingId="questions-for-you" heading="Questions for you" className="mt-10">
    <ul className="mt-4 space-y-3">
      {checks.map((check) => (
        <li key={check.courseId} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-accent-600 p-4">
          <div className="min-w-0">
            <p className="font-bold break-words text-navy-900">{check.courseTitle}</p>
            <p className="text-navy-800">{invitation[check.stage]}</p>
          </div>
          <Link href={checkPagePath(check.courseId)} className={buttonClasses('primary', 'compact')}>
            Answer the questions<span className="sr-only"> for {check.courseTitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  </HeadedSection>
)
