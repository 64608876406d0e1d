import { Link } from '@/ui/Link'

import { buttonClasses } from './buttonStyles'

/** The "Back to Home" button of the static and not-found pages. */
export const BackToHomeButton = () => (
  <Link href="/" className={buttonClasses('dark')}>
    Back to Home
  </Link>
)
