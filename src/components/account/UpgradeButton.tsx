'use client'

import { buttonClasses } from '../ui/buttonStyles'
import { useToast } from '../ui/Toaster'

/** "Upgrade Membership": paid plans are not on sale yet, so it says so instead of doing nothing. */
export const UpgradeButton = () => {
  const toast = useToast()
  return (
    <button
      type="button"
      className={`${buttonClasses('outline')} mt-5`}
      onClick={() => toast({ title: 'Upgrades are not open yet', description: 'Every course in the programme is free for now. We will email you when paid plans open.' })}
    >
      Upgrade Membership
    </button>
  )
}
