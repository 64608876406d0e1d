import { UpcomingCalls } from '@/domains/calls/ui/UpcomingCalls'
import { WhatsAppGroup } from '@/domains/calls/ui/WhatsAppGroup'
import { WhatsAppGroupComing } from '@/domains/calls/ui/WhatsAppGroupComing'
import type { CourseDetail } from '@/domains/learning'
import type { CourseCover as Cover } from '@/lib/rules/courseCover'
import { coursePriceLabel, isPaidCourse, lessonsLabel, paidCourseNote } from '@/lib/rules/courseLabels'
import { courseStateFor, type PaidAccess } from '@/lib/rules/courseState'
import { Badge } from '@/ui/Badge'
import { Link } from '@/ui/Link'
import { Paragraphs } from '@/ui/Paragraphs'

import { CourseActions } from './CourseActions'
import { CourseContentList } from '@/domains/learning/ui/CourseContentList'
import { CourseCover } from './CourseCover'
import { CourseSidebar } from './CourseSidebar'

type Props = {
  course: CourseDetail
  cover: Cover | null
  learnerId: string | null
  /** For a signed-in learner and a paid course: whether they may open it, and their request for access. */
  paidAccess: PaidAccess | null
  /** A signed-in learner already on this coming-soon course's waiting list. */
  waiting: boolean
  /** The programme's WhatsApp group, for a learner enrolled in this course. */
  groupLink: string | null
}

/** Course detail (spec 2.15): header with the cover and the state's buttons, About, Course Content, and the enrol card. */
export const CourseScreen = ({ course, cover, learnerId, paidAccess, waiting, groupLink }: Props) => {
  const state = courseStateFor(course, !!learnerId, paidAccess)
  return (
    <>
      <div className="bg-navy-900 px-4 py-10 text-white sm:px-6 sm:py-14">
        <div className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[1fr_24rem]">
          <div className="min-w-0">
            <Link href="/v1/courses" className="inline-flex min-h-11 items-center font-semibold text-navy-100 underline hover:text-white">
              ← Back to Courses
            </Link>
            <p className="mt-4 flex flex-wrap gap-2">
              {isPaidCourse(course) ? <Badge>{coursePriceLabel(course)}</Badge> : <Badge tone="accent">FREE</Badge>}
              {course.status === 'coming-soon' ? <Badge>Coming Soon</Badge> : null}
            </p>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight break-words sm:text-5xl">{course.title}</h1>
            <p className="mt-4 max-w-3xl text-lg text-navy-100 sm:text-xl">{course.summary}</p>
            <p className="mt-3 font-semibold">{lessonsLabel(course.lessonCount)}</p>
            {isPaidCourse(course) ? <p className="mt-2 font-semibold">{paidCourseNote}</p> : null}
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <CourseActions course={course} learnerId={learnerId} state={state} placement="header" />
            </div>
          </div>
          {cover ? <CourseCover cover={cover} placement="beside" className="rounded-xl" /> : null}
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="about-course">
            <h2 id="about-course" className="text-2xl font-bold text-navy-900">
              About this course
            </h2>
            <Paragraphs text={course.description} className="mt-3 text-navy-950" />
            {course.whatYouWillLearn.length ? (
              <>
                <h3 className="mt-6 text-xl font-bold text-navy-900">What you&apos;ll learn</h3>
                <ul className="mt-3 list-disc space-y-1 pl-6">
                  {course.whatYouWillLearn.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <section aria-labelledby="course-content">
            <h2 id="course-content" className="text-2xl font-bold text-navy-900">
              Course Content
            </h2>
            <div className="mt-4">
              <CourseContentList lessons={course.lessons} isEnrolled={course.enrollment.isEnrolled} />
            </div>
          </section>
          {state.kind === 'enrolled' ? (
            <section aria-labelledby="course-calls">
              <h2 id="course-calls" className="text-2xl font-bold text-navy-900">
                Upcoming calls
              </h2>
              <UpcomingCalls courseId={course.id} moreLink />
            </section>
          ) : null}
          {state.kind === 'enrolled' ? (
            groupLink ? <WhatsAppGroup link={groupLink} headingId="course-whatsapp-group" /> : <WhatsAppGroupComing headingId="course-whatsapp-group" />
          ) : null}
        </div>
        <aside aria-label="Enrolment">
          <CourseSidebar course={course} state={state} learnerId={learnerId} waiting={waiting} />
        </aside>
      </div>
    </>
  )
}
