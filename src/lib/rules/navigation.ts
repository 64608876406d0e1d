type NavItem = { href: string; label: string }

export const signedOutNav: NavItem[] = [
  { href: '/v1/courses', label: 'Courses' },
  { href: '/v1/mission', label: 'Mission' },
  { href: '/v1/solutions', label: 'Solutions' },
  { href: '/v1/contact', label: 'Contact' },
]

export const signedInNav: NavItem[] = [
  { href: '/v1/dashboard', label: 'Dashboard' },
  { href: '/v1', label: 'Courses' },
  { href: '/v1/workbook', label: 'My workbook' },
  { href: '/v1/calls', label: 'Calls' },
  { href: '/v1/mentoring', label: 'Mentoring' },
  { href: '/v1/saved', label: 'Saved lessons' },
]

/** The active nav item: /v1 matches exactly, every other item by prefix (spec 2.4). */
export const isActive = (href: string, pathname: string): boolean =>
  href === '/v1' ? pathname === '/v1' : pathname === href || pathname.startsWith(`${href}/`)

/** A team owner's way to their team, in the signed-in menu: the team on the account page. */
export const myTeamItem: NavItem = { href: '/v1/account#your-team', label: 'My team' }
