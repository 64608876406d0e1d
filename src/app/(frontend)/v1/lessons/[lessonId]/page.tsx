import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { LessonScreen } from '@/components/lessons/LessonScreen'
import { LockedLesson } from '@/components/lessons/LockedLesson'
import { resumeParam } from '@/lib/rules/lessonLinks'
import { loadLessonScreen } from '@/app/(frontend)/_loaders/lessonScreen'
import { requirePageLearner } from '@/app/(frontend)/_loaders/pageSession'

type Props = { params: Promise<{ lessonId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const screen = await loadLessonScreen((await params).lessonId, await requirePageLearner())
  if (screen?.state !== 'open') return { title: screen ? (screen.isRecording ? 'Recording locked' : 'Lesson locked') : 'Lesson not found' }
  const { lesson, course } = screen
  return { title: lesson.title, description: lesson.description ?? `Lesson ${lesson.orderIndex} of ${course.lessonCount} in ${course.title}.` }
}

/** The lesson screen (spec 2.16), at /v1/lessons/{id} and /v1/lesson/{id}. Signed-out visitors go to /v1/login. */
export default async function LessonPage({ params, searchParams }: Props) {
  const learner = await requirePageLearner()
  const screen = await loadLessonScreen((await params).lessonId, learner)
  if (!screen) notFound()
  if (screen.state === 'locked') {
    return <LockedLesson reason={screen.reason} courseId={screen.courseId} enrolAs={screen.enrolHere ? String(learner.id) : null} isRecording={screen.isRecording} />
  }
  return (
    <LessonScreen
      lesson={screen.lesson}
      course={screen.course}
      isCompleted={screen.isCompleted}
      learnerId={String(learner.id)}
      playback={{
        resumeAt: screen.resumeAt,
        autoResume: (await searchParams)[resumeParam] === '1',
        dataSaver: learner.dataSaver ?? null,
        saveData: (await headers()).get('save-data')?.toLowerCase() === 'on',
      }}
      transcript={screen.transcript}
      action={screen.action}
      resources={screen.resources}
      sharing={screen.sharing}
      check={screen.check}
    />
  )
}
