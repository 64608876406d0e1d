import { Skeleton } from '@/ui/Skeleton'

const catalogueSkeletonCount = 7

/** The catalogue while it loads: seven placeholder cards (spec 2.14). */
export const CourseGridSkeleton = () => (
  <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
    {Array.from({ length: catalogueSkeletonCount }, (_, index) => (
      <li key={index} data-testid="course-skeleton" className="rounded-xl border-2 border-navy-100 p-6">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="mt-4 h-7 w-3/4" />
        <Skeleton className="mt-3 h-16 w-full" />
        <Skeleton className="mt-5 h-11 w-full" />
      </li>
    ))}
  </ul>
)
