import type { CatalogueEntry } from '@/domains/content'
import { Badge } from '@/ui/Badge'

import { CourseCover } from '../courses/CourseCover'
import { CourseInterestForm } from '@/domains/courseInterest/ui/CourseInterestForm'

type Props = { course: CatalogueEntry; signedIn: boolean; waiting: boolean; id?: string }

/** A course on the roadmap: its cover, when it launches, what it covers, and a place on its waiting list. */
export const ComingSoonCard = ({ course, signedIn, waiting, id }: Props) => (
  <li id={id} className="flex scroll-mt-24 flex-col overflow-hidden rounded-xl border-2 border-dashed border-navy-800/30 bg-white">
    <CourseCover cover={course.cover} placement="card" />
    <div className="flex flex-1 flex-col p-6">
      <p className="flex flex-wrap gap-2">
        <Badge>Coming Soon</Badge>
        {course.launchLabel ? <Badge tone="dark">{course.launchLabel}</Badge> : null}
      </p>
      <h3 className="mt-4 text-xl font-bold break-words text-navy-900">{course.title}</h3>
      <p className="mt-2 flex-1 text-navy-800">{course.summary}</p>
      <CourseInterestForm courseId={course.id} courseTitle={course.title} signedIn={signedIn} waiting={waiting} />
    </div>
  </li>
)
