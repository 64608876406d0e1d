import Link from 'next/link'

import type { CatalogueCourse } from '@/lib/server/data/catalogue'

import { Badge } from '../ui/Badge'
import { buttonClasses } from '../ui/buttonStyles'

/** A course on the roadmap: when it launches, what it covers, and a place on the waiting list. */
export const ComingSoonCard = ({ course }: { course: CatalogueCourse }) => (
  <li className="flex flex-col rounded-xl border-2 border-dashed border-navy-800/30 bg-white p-6">
    <p className="flex flex-wrap gap-2">
      <Badge>Coming Soon</Badge>
      {course.launchLabel ? <Badge tone="dark">{course.launchLabel}</Badge> : null}
    </p>
    <h3 className="mt-4 text-xl font-bold break-words text-navy-900">{course.title}</h3>
    <p className="mt-2 flex-1 text-navy-800">{course.summary}</p>
    <Link href="/v1/register" className={`${buttonClasses('outline')} mt-5`}>
      Join Waiting List<span className="sr-only">: {course.title}</span>
    </Link>
  </li>
)
