import { LoadingScreen, Skeleton } from '@/ui/Skeleton'

export default function LessonLoading() {
  return (
    <LoadingScreen label="Loading the lesson">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="mt-6 h-10 w-3/4" />
      <Skeleton className="mt-6 aspect-video w-full max-w-3xl" />
    </LoadingScreen>
  )
}
