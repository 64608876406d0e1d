import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { findResources, findWorkbook } from '@/domains/workbook'
import { MyWorkbook } from '@/domains/workbook/ui/MyWorkbook'
import { pathOf } from '@/lib/contract/routes'
import { buttonClasses } from '@/ui/buttonStyles'
import { PageIntro } from '@/ui/PageIntro'
import config from '@payload-config'
import { workbookRoutes } from '@/domains/workbook/contract/routes'

export const metadata: Metadata = { title: 'My workbook' }

/** My workbook: the learner's weekly actions with their answers and the coach's replies, and its PDF. */
export default async function WorkbookPage() {
  const learner = await requirePageLearner()
  const payload = await getPayload({ config })
  const courses = await findWorkbook(payload, String(learner.id))
  const resources = await findResources(payload, courses.map((course) => course.id), 'every-lesson')
  return (
    <>
      <PageIntro title="My workbook" lead="Your weekly actions, what you answered and what your coach said, lesson by lesson.">
        {courses.length > 0 ? (
          // A file download, not a page: a plain link.
          <a href={pathOf(workbookRoutes.workbookPdf)} download className={buttonClasses('primary')}>
            Download my workbook (PDF)
          </a>
        ) : null}
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <MyWorkbook courses={courses} resources={Object.fromEntries(resources)} />
      </div>
    </>
  )
}
