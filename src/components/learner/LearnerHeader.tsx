'use client'

import Image from 'next/image'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { isActive, signedInNav, signedOutNav } from '@/lib/learner/navigation'
import { clearStoredUser, storeUser, type StoredUser } from '@/lib/learner/storedUser'

import { buttonClasses } from '../ui/buttonStyles'
import { logOut } from './logOut'
import { UserMenu } from './UserMenu'

/** The learner area's header. `user` comes from the server's session, which also keeps `courseUser` in step. */
export const LearnerHeader = ({ user }: { user: StoredUser | null }) => {
  const pathname = usePathname() ?? '/v1'
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  useEffect(() => {
    if (user) storeUser(user)
    else clearStoredUser()
  }, [user])

  const items = user ? signedInNav : signedOutNav
  const linkClass = (href: string) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold ${isActive(href, pathname) ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-100'}`

  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white px-4 sm:px-6">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-3">
        <Link href="/v1" className="shrink-0 rounded" aria-label="Solving Tech learning home">
          <Image src="/logo.svg" alt="" width={165} height={36} priority />
        </Link>
        <nav aria-label="Learner" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <Link key={item.href} href={item.href} className={linkClass(item.href)} aria-current={isActive(item.href, pathname) ? 'page' : undefined}>
              {item.label}
            </Link>
          ))}
          {user ? (
            <UserMenu user={user} />
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
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-navy-100 px-3 font-semibold text-navy-900 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
      </div>
      <nav id={menuId} aria-label="Learner mobile" hidden={!menuOpen} className="border-t border-navy-100 pb-3 md:hidden">
        <ul>
          {[...items, ...(user ? [{ href: '/v1/profile', label: 'Profile' }, { href: '/v1/account', label: 'Account' }] : [{ href: '/v1/login', label: 'Sign In' }, { href: '/v1/register', label: 'Sign Up Free' }])].map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={`${linkClass(item.href)} w-full`} onClick={() => setMenuOpen(false)}>
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
