'use client'

import { useRef } from 'react'

import type { StoredUser } from '@/lib/browser/storedUser'
import { avatarInitial, displayName, secondaryLine } from '@/lib/rules/names'
import { myTeamItem } from '@/lib/rules/navigation'
import { Link } from '@/ui/Link'
import { useDisclosure } from '@/ui/useDisclosure'
import { useDismiss } from '@/ui/useDismiss'

import { logOut } from '@/domains/accounts/ui/logOut'

/** The signed-in learner's menu: avatar initial, display name, and Dashboard, My team (for a team's owner), Profile, Account, Log out. */
export const UserMenu = ({ user, ownsTeam = false }: { user: StoredUser; ownsTeam?: boolean }) => {
  const { open, close, panelId, buttonProps } = useDisclosure()
  const container = useRef<HTMLDivElement>(null)

  useDismiss(open, close, container)

  const itemClass = 'block min-h-11 w-full rounded-md px-3 py-2.5 text-left text-navy-900 hover:bg-navy-100'
  return (
    <div ref={container} className="relative">
      <button {...buttonProps} className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-navy-100">
        <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-navy-900 font-bold text-white">
          {avatarInitial(user)}
        </span>
        <span className="font-semibold text-navy-900">{displayName(user)}</span>
        <span className="sr-only">: account menu</span>
      </button>
      <div id={panelId} hidden={!open} className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-navy-100 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-sm text-navy-800">{secondaryLine(user)}</p>
        <ul>
          <li>
            <Link href="/v1/dashboard" className={itemClass}>
              Dashboard
            </Link>
          </li>
          {ownsTeam ? (
            <li>
              <Link href={myTeamItem.href} className={itemClass} onClick={close}>
                {myTeamItem.label}
              </Link>
            </li>
          ) : null}
          <li>
            <Link href="/v1/profile" className={itemClass}>
              Profile
            </Link>
          </li>
          <li>
            <Link href="/v1/account" className={itemClass}>
              Account
            </Link>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => void logOut()}>
              Log out
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
