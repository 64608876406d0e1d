import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'

import { AdminLogo } from '@/ui/AdminLogo'

import { StaffSignInForm } from './StaffSignInForm'

/**
 * The admin's sign-in screen, in place of Payload's (whose form has no field for a second factor): our logo, then
 * the sign-in form. Someone already signed in goes straight on, as on Payload's.
 */
export const StaffSignInView = ({ initPageResult, searchParams }: AdminViewServerProps) => {
  const { config } = initPageResult.req.payload
  const adminRoute = config.routes.admin
  const redirectTo = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '' })
  if (initPageResult.req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <AdminLogo />
      </div>
      <StaffSignInForm redirectTo={redirectTo} forgotHref={formatAdminURL({ adminRoute, path: config.admin.routes.forgot })} />
    </>
  )
}
