import type { CatalogueCourse } from '@/domains/learning/contract/schemas'
import { Badge } from '@/ui/Badge'
import { BandSection } from '@/ui/HeadedSection'

/** "What's Coming Next": the courses on the roadmap and when they launch. */
export const Roadmap = ({ courses }: { courses: CatalogueCourse[] }) => (
  <BandSection headingId="roadmap-heading" heading="What's Coming Next" headingClassName="text-3xl font-extrabold text-navy-900" className="bg-navy-100 px-4 py-14 sm:px-6">
    <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="rounded-xl bg-white p-6">
          {course.launchLabel ? <Badge tone="dark">{course.launchLabel}</Badge> : null}
          <h3 className="mt-3 text-xl font-bold break-words text-navy-900">{course.title}</h3>
          <p className="mt-2 text-navy-800">{course.summary}</p>
        </li>
      ))}
    </ol>
  </BandSection>
)
