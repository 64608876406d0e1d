'use client'

import { buttonClasses } from '@/ui/buttonStyles'
import { useToast } from '@/ui/Toaster'
import { callAccounts } from './accountsApi'

/**
 * "Upgrade Membership": paid plans are not on sale yet, so the press is recorded for staff (who mail the people who
 * asked when plans open) and the toast says so. A plain call, not a mutation: nothing else on the page depends on it.
 */
export const UpgradeButton = () => {
  const toast = useToast()
  const askAboutUpgrades = async () => {
    try {
      const { message } = await callAccounts('upgradeInterest')
      toast({ title: 'Upgrades are not open yet', description: message })
    } catch (error) {
      toast({ variant: 'destructive', title: 'We could not note that', description: `${(error as Error).message}. Please try again in a moment.` })
    }
  }
  return (
    <button type="button" className={`${buttonClasses('outline')} mt-5`} onClick={askAboutUpgrades}>
      Upgrade Membership
    </button>
  )
}
