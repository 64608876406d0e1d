import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

/** The not-found state of a learner screen ("Course not found", "Lesson not found"), with a way back to the courses. */
export const NotFoundState = ({ title, hint }: { title: string; hint: string }) => (
  <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
    <h1 className="text-3xl font-extrabold text-navy-900">{title}</h1>
    <p className="mt-4 text-lg text-navy-800">{hint}</p>
    <Link href="/v1/courses" className={`${buttonClasses('primary')} mt-8`}>
      Browse Courses
    </Link>
  </div>
)
