import { LoadingScreen, Skeleton } from '@/ui/Skeleton'

export default function WorkbookLoading() {
  return (
    <LoadingScreen label="Loading your workbook">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="mt-6 h-40" />
      <Skeleton className="mt-6 h-40" />
    </LoadingScreen>
  )
}
