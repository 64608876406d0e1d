'use client'

import { usePathname } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { keepWorkerToldWhoIsSignedIn } from '@/lib/browser/offline/workerMessages'
import { clearStoredUser, storeUser, type StoredUser } from '@/lib/browser/storedUser'
import { isActive, myTeamItem, signedInNav, signedOutNav } from '@/lib/rules/navigation'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'
import { MenuToggle } from '@/ui/MenuToggle'
import { useDisclosure } from '@/ui/useDisclosure'

import { logOut } from '@/domains/accounts/ui/logOut'
import { UserMenu } from './UserMenu'

/** What the phone menu adds to the navigation: the user menu's pages, or the ways in. */
const accountItems = [
  { href: '/v1/profile', label: 'Profile' },
  { href: '/v1/account', label: 'Account' },
]
const signInItems = [
  { href: '/v1/login', label: 'Sign In' },
  { href: '/v1/register', label: 'Sign Up Free' },
]

/**
 * The learner area's header. `user` comes from the server's session, which also keeps `courseUser` in step; a team's
 * owner (`ownsTeam`) has "My team" in their menu. `logo` is rendered on the server, so the image settings behind it are
 * not sent to the phone.
 */
export const LearnerHeader = ({ user, ownsTeam = false, logo }: { user: StoredUser | null; ownsTeam?: boolean; logo: ReactNode }) => {
  const pathname = usePathname() ?? '/v1'
  const menu = useDisclosure()

  useEffect(() => {
    if (user) storeUser(user)
    else clearStoredUser()
    // The service worker hands saved lessons only to the learner signed in now.
    return keepWorkerToldWhoIsSignedIn(user?.id ?? null)
  }, [user])

  const items = user ? signedInNav : signedOutNav
  const mobileOnlyItems = user ? [...(ownsTeam ? [myTeamItem] : []), ...accountItems] : signInItems
  const linkClass = (href: string) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold ${isActive(href, pathname) ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-100'}`

  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white px-4 sm:px-6">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-3">
        {logo}
        <nav aria-label="Learner" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <Link key={item.href} href={item.href} className={linkClass(item.href)} aria-current={isActive(item.href, pathname) ? 'page' : undefined}>
              {item.label}
            </Link>
          ))}
          {user ? (
            <UserMenu user={user} ownsTeam={ownsTeam} />
          ) : (
            <>
              <Link href="/v1/login" className={linkClass('/v1/login')}>
                Sign In
              </Link>
              <Link href="/v1/register" className={`${buttonClasses('primary', 'compact')} ml-1`}>
                Sign Up Free
              </Link>
            </>
          )}
        </nav>
        <MenuToggle open={menu.open} className="md:hidden" {...menu.buttonProps} />
      </div>
      <nav id={menu.panelId} aria-label="Learner mobile" hidden={!menu.open} className="border-t border-navy-100 pb-3 md:hidden">
        <ul>
          {[...items, ...mobileOnlyItems].map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={`${linkClass(item.href)} w-full`} onClick={menu.close}>
                {item.label}
              </Link>
            </li>
          ))}
          {user ? (
            <li>
              <button type="button" className="inline-flex min-h-11 w-full items-center rounded-lg px-3 font-semibold text-navy-900 hover:bg-navy-100" onClick={() => void logOut()}>
                Log out
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  )
}
