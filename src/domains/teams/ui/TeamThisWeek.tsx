import { myTeamItem } from '@/lib/rules/navigation'
import { Link } from '@/ui/Link'

import { membersStartedText } from '../contract/rules'

/** The team owner's line on the dashboard: how many members started this week, and the way to the team. */
export const TeamThisWeek = ({ started }: { started: number }) => (
  <section aria-labelledby="team-this-week" className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border-2 border-navy-100 px-4 py-3">
    <div>
      <h2 id="team-this-week" className="font-bold text-navy-900">
        Your team
      </h2>
      <p className="text-navy-800">{membersStartedText(started)}.</p>
    </div>
    <Link href={myTeamItem.href} className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline">
      See {myTeamItem.label.toLowerCase()}
    </Link>
  </section>
)
