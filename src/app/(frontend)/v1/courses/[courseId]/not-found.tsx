import { NotFoundState } from '@/components/courses/NotFoundState'

export default function CourseNotFound() {
  return <NotFoundState title="Course not found" hint="This course may have been moved or is not available yet." />
}
