import type { ProgressItem } from '@/domains/learning/contract/schemas'
import { continueLessonHref } from '@/lib/rules/lessonLinks'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

import { ProgressSummary } from '@/domains/learning/ui/ProgressSummary'

const homeProgressLimit = 3

/** "Your Learning Progress": the learner's first three enrolled courses, each with the way back in (spec 2.5). */
export const LearningProgress = ({ items }: { items: ProgressItem[] }) => (
  <section aria-labelledby="home-progress-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
    <h2 id="home-progress-heading" className="text-3xl font-extrabold text-navy-900">
      Your Learning Progress
    </h2>
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {items.slice(0, homeProgressLimit).map((item) => (
        <li key={item.id} className="flex flex-col rounded-xl border-2 border-navy-100 p-6">
          <h3 className="text-xl font-bold break-words text-navy-900">{item.course.title}</h3>
          <p className="mt-2 flex-1 text-navy-800">{item.course.summary}</p>
          <div className="mt-4">
            <ProgressSummary courseTitle={item.course.title} completed={item.completedLessons} total={item.totalLessons} percentage={item.progressPercentage} />
          </div>
          {item.nextLessonId ? (
            <Link href={continueLessonHref(item.nextLessonId)} className={`${buttonClasses('primary')} mt-4`}>
              Continue Learning<span className="sr-only">: {item.course.title}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  </section>
)
