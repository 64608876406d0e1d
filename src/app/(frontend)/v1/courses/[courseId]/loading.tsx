import { LoadingScreen, Skeleton } from '@/ui/Skeleton'

export default function CourseLoading() {
  return (
    <LoadingScreen label="Loading the course">
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="mt-4 h-6 w-full max-w-2xl" />
      <div className="mt-10 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    </LoadingScreen>
  )
}
