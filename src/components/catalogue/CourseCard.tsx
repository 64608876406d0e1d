import type { CatalogueEntry } from '@/domains/content'
import { registerHref } from '@/lib/rules/courseEntry'
import { coursePriceLabel, isPaidCourse, paidCourseNote, videoLessonsLabel } from '@/lib/rules/courseLabels'
import { Badge } from '@/ui/Badge'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { CourseCover } from '../courses/CourseCover'

/** A live course in the catalogue: its cover, AVAILABLE NOW, price, lessons, and the way in for a signed-in or new learner. */
export const CourseCard = ({ course, signedIn }: { course: CatalogueEntry; signedIn: boolean }) => (
  <li className="flex flex-col overflow-hidden rounded-xl border-2 border-navy-100 bg-white">
    <CourseCover cover={course.cover} placement="card" />
    <div className="flex flex-1 flex-col p-6">
      <p className="flex flex-wrap gap-2">
        <Badge tone="success">AVAILABLE NOW</Badge>
        {isPaidCourse(course) ? <Badge>{coursePriceLabel(course)}</Badge> : <Badge tone="accent">FREE</Badge>}
      </p>
      <h3 className="mt-4 text-xl font-bold break-words text-navy-900">{course.title}</h3>
      <p className="mt-2 flex-1 text-navy-800">{course.summary}</p>
      {isPaidCourse(course) ? <p className="mt-3 font-semibold text-navy-900">{paidCourseNote}</p> : null}
      <p className="mt-4 font-semibold text-navy-900">{videoLessonsLabel(course.lessonCount)}</p>
      {signedIn ? (
        <Link href={`/v1/courses/${course.id}`} className={`${buttonClasses('primary')} mt-5`}>
          Access Course<span className="sr-only">: {course.title}</span>
        </Link>
      ) : (
        <Link href={registerHref(course.id)} className={`${buttonClasses('primary')} mt-5`}>
          Sign Up to Access<span className="sr-only">: {course.title}</span>
        </Link>
      )}
    </div>
  </li>
)
