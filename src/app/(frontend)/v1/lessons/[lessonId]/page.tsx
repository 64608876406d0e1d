import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { LessonScreen } from '@/components/lessons/LessonScreen'
import { LockedLesson } from '@/domains/learning/ui/LockedLesson'
import { resumeParam } from '@/lib/rules/lessonLinks'
import { courseIdOfLesson, loadLessonScreen } from '@/app/(frontend)/_loaders/lessonScreen'
import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { signInHref } from '@/lib/rules/courseEntry'

type Props = { params: Promise<{ lessonId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const learner = await getPageLearner()
  // A visitor is sent to sign in by the page itself, with the lesson's course.
  if (!learner) return { title: 'Sign in' }
  const screen = await loadLessonScreen((await params).lessonId, learner)
  if (screen?.state !== 'open') return { title: screen ? (screen.isRecording ? 'Recording locked' : 'Lesson locked') : 'Lesson not found' }
  const { lesson, course } = screen
  return { title: lesson.title, description: lesson.description ?? `Lesson ${lesson.orderIndex} of ${course.lessonCount} in ${course.title}.` }
}

/**
 * The lesson screen (spec 2.16), at /v1/lessons/{id} and /v1/lesson/{id}. Signed-out visitors go to /v1/login,
 * carrying the lesson's course, so signing in (or registering from there) leads on into it.
 */
export default async function LessonPage({ params, searchParams }: Props) {
  const { lessonId } = await params
  const learner = await getPageLearner()
  if (!learner) redirect(signInHref(await courseIdOfLesson(lessonId)))
  const screen = await loadLessonScreen(lessonId, learner)
  if (!screen) notFound()
  if (screen.state === 'locked') {
    return <LockedLesson reason={screen.reason} courseId={screen.courseId} enrolAs={screen.enrolHere ? String(learner.id) : null} isRecording={screen.isRecording} />
  }
  return (
    <LessonScreen
      lesson={screen.lesson}
      course={screen.course}
      isCompleted={screen.isCompleted}
      isEnrolled={screen.isEnrolled}
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
      howThisWorks={screen.howThisWorks}
    />
  )
}
