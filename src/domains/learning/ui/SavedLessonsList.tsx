'use client'

import { useState } from 'react'

import { removeSavedLesson, savedLessons } from './savedLessons'
import { Link } from '@/ui/Link'

/** The lessons saved on this phone, each opening without signal, with a way to free the space. */
export const SavedLessonsList = () => {
  const lessons = savedLessons.useItems()
  const [removing, setRemoving] = useState<string | null>(null)

  if (!lessons) return null
  if (lessons.length === 0) {
    return <p className="text-lg text-navy-800">No lessons are saved on this phone yet. Open a lesson and choose “Save for offline”.</p>
  }
  return (
    <ul className="grid gap-3">
      {lessons.map((lesson) => (
        <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-navy-100 p-4">
          <div className="min-w-0">
            <Link href={`/v1/lessons/${lesson.id}`} className="inline-flex min-h-11 items-center text-lg font-bold break-words text-navy-900 underline">
              {lesson.title}
            </Link>
            <p className="text-navy-800">{lesson.courseTitle}</p>
          </div>
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-lg border-2 border-navy-900 px-4 font-bold text-navy-900 hover:bg-navy-100 disabled:opacity-70"
            disabled={removing === lesson.id}
            onClick={async () => {
              setRemoving(lesson.id)
              await removeSavedLesson(lesson.id).finally(() => setRemoving(null))
            }}
          >
            Remove<span className="sr-only"> {lesson.title} from this phone</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
