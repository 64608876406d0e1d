import type { Metadata } from 'next'

import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { SavedLessonsList } from '@/domains/learning/ui/SavedLessonsList'
import { PageIntro } from '@/ui/PageIntro'

export const metadata: Metadata = { title: 'Saved lessons' }

/** The lessons saved on this phone for watching without signal (the list lives on the phone, not the server). */
export default async function SavedLessonsPage() {
  await requirePageLearner()
  return (
    <>
      <PageIntro title="Saved lessons" lead="Lessons on this phone open and play without signal. Your progress is sent when you are back online." />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <SavedLessonsList />
      </div>
    </>
  )
}
