import { NotFoundState } from '@/components/courses/NotFoundState'

export default function LessonNotFound() {
  return <NotFoundState title="Lesson not found" hint="This lesson may have been moved or removed. Pick it again from its course." />
}
