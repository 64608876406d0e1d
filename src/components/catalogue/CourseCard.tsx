import Link from 'next/link'

import type { CatalogueCourse } from '@/lib/server/data/catalogue'
import { formatPrice } from '@/lib/rules/price'

import { Badge } from '../ui/Badge'
import { buttonClasses } from '../ui/buttonStyles'

/** A live course in the catalogue: AVAILABLE NOW, price, lessons, and the way in for a signed-in or new learner. */
export const CourseCard = ({ course, signedIn }: { course: CatalogueCourse; signedIn: boolean }) => (
  <li className="flex flex-col rounded-xl border-2 border-navy-100 bg-white p-6">
    <p className="flex flex-wrap gap-2">
      <Badge tone="success">AVAILABLE NOW</Badge>
      {course.isFree || course.price === null ? <Badge tone="accent">FREE</Badge> : <Badge>{formatPrice(course.price)}</Badge>}
    </p>
    <h3 className="mt-4 text-xl font-bold break-words text-navy-900">{course.title}</h3>
    <p className="mt-2 flex-1 text-navy-800">{course.summary}</p>
    <p className="mt-4 font-semibold text-navy-900">{course.lessonCount} video lessons</p>
    {signedIn ? (
      <Link href={`/v1/courses/${course.id}`} className={`${buttonClasses('primary')} mt-5`}>
        Access Course<span className="sr-only">: {course.title}</span>
      </Link>
    ) : (
      <Link href="/v1/register" className={`${buttonClasses('primary')} mt-5`}>
        Sign Up to Access<span className="sr-only">: {course.title}</span>
      </Link>
    )}
  </li>
)
