import type { StoredUser } from '@/lib/browser/storedUser'
import { longDate } from '@/lib/rules/ukTime'
import { Badge } from '@/ui/Badge'

import { UpgradeButton } from './UpgradeButton'

const planNames = { free: 'Free', pro: 'Pro', premium: 'Premium' } as const

/**
 * The learner's membership (spec 2.12): plan, what it gives, expiry, and the upgrade button, only while there is
 * something to upgrade to (`canUpgrade`: a paid course their plan does not open).
 */
export const MembershipCard = ({ user, canUpgrade }: { user: StoredUser; canUpgrade: boolean }) => {
  const tier = user.membershipTier ?? 'free'
  return (
    <section aria-labelledby="membership-heading" className="rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="membership-heading" className="text-2xl font-bold text-navy-900">
          Membership
        </h2>
        <Badge tone={tier === 'free' ? 'neutral' : 'accent'}>{planNames[tier]}</Badge>
      </div>
      <p className="mt-3 text-navy-800">{tier === 'free' ? 'Access to free courses and basic features' : 'Access to all premium content and features'}</p>
      {user.membershipExpiresAt ? <p className="mt-2 text-navy-800">Renews or ends on {longDate(user.membershipExpiresAt)}</p> : null}
      {canUpgrade ? <UpgradeButton /> : null}
    </section>
  )
}
