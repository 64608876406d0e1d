import type { CourseDetail } from '@/domains/learning'
import type { CourseCover as Cover } from '@/lib/rules/courseCover'
import { lessonsBadgeLabel } from '@/lib/rules/courseLabels'
import type { FeaturedCourseAction } from '@/lib/rules/featuredCourseAction'
import { Badge } from '@/ui/Badge'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { CourseCover } from '../courses/CourseCover'

type Props = { course: CourseDetail; cover: Cover | null; action: FeaturedCourseAction }

/**
 * The programme's own course, with its cover, its badges, what you'll learn, and the button for where the visitor
 * stands. The cover sits above the text on a phone and beside it on a wide screen.
 */
export const FeaturedCourse = ({ course, cover, action }: Props) => (
  <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
    <p className="font-bold tracking-wide text-accent-600 uppercase">Featured Course</p>
    <div className="mt-3 grid gap-6 rounded-2xl border-2 border-navy-100 p-6 sm:p-10 lg:grid-cols-[1fr_24rem] lg:gap-10">
      {cover ? <CourseCover cover={cover} placement="beside" className="rounded-xl lg:order-last" /> : null}
      <div className="min-w-0">
        <p className="flex flex-wrap gap-2">
          <Badge tone="accent">FREE COURSE</Badge>
          <Badge tone="dark">{lessonsBadgeLabel(course.lessonCount)}</Badge>
        </p>
        <h2 id="featured-heading" className="mt-4 text-3xl font-extrabold break-words text-navy-900">
          {course.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-navy-800">{course.summary}</p>
        {course.whatYouWillLearn.length ? (
          <>
            <h3 className="mt-6 text-xl font-bold text-navy-900">What you&apos;ll learn</h3>
            <ul className="mt-3 grid gap-2 md:grid-cols-2">
              {course.whatYouWillLearn.map((point) => (
                <li key={point} className="flex gap-3">
                  <span aria-hidden="true" className="font-bold text-success-700">
                    ✓
                  </span>
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Link href={action.href} className={`${buttonClasses('primary')} mt-8`}>
          {action.label}
        </Link>
      </div>
    </div>
  </section>
)
