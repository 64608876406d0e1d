import { CourseGridSkeleton } from '@/components/catalogue/CourseGridSkeleton'
import { LoadingScreen } from '@/ui/Skeleton'

export default function CataloguePageLoading() {
  return (
    <LoadingScreen label="Loading courses">
      <CourseGridSkeleton />
    </LoadingScreen>
  )
}
