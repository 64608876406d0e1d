import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { isStaffRequest } from '@/access'
import { impactReportsPath, reportsPath, stuckReportPath, teamsReportPath } from '@/lib/rules/reportLinks'

/**
 * A report screen in the admin's own frame (navigation, header), for staff only. Payload lets anyone reach a custom
 * view on a fixed path, so the check is here, and sends others where Payload itself would: a visitor to the admin's
 * sign-in (which brings staff back to this screen), anyone signed in but not staff (a learner) to "unauthorized".
 */
export const ReportScreen = ({ view, title, children }: { view: AdminViewServerProps; title: string; children: ReactNode }) => {
  const { initPageResult, params, searchParams } = view
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (!isStaffRequest(req)) {
    const here = `/admin/${[params?.segments ?? []].flat().map(encodeURIComponent).join('/')}`
    redirect(`/admin/${req.user ? 'unauthorized' : 'login'}?redirect=${encodeURIComponent(here)}`)
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <main className="staff-report">
          <nav aria-label="Reports" className="staff-report__crumbs">
            <a href={reportsPath()}>Course reports</a>
            <a href={stuckReportPath}>Learners who may need a nudge</a>
            <a href={impactReportsPath()}>Impact</a>
            <a href={teamsReportPath}>Teams</a>
          </nav>
          <h1>{title}</h1>
          {children}
        </main>
      </Gutter>
    </DefaultTemplate>
  )
}
