import { RichText } from '@payloadcms/richtext-lexical/react'

import type { OfferedCheck } from '@/domains/impact'
import { ImpactCheck } from '@/domains/impact/ui/ImpactCheck'
import type { CourseDetail, LessonDetail } from '@/domains/learning'
import type { ActionSummary, Resource } from '@/domains/workbook'
import { Downloads } from '@/domains/workbook/ui/Downloads'
import { YourAction } from '@/domains/workbook/ui/YourAction'
import { isRecordingsCourse } from '@/lib/rules/courseKinds'
import type { Transcript as LessonTranscript } from '@/lib/rules/transcript'
import { Badge } from '@/ui/Badge'
import { Link } from '@/ui/Link'

import { SaveForOfflineButton } from '@/domains/learning/ui/SaveForOfflineButton'
import { HowThisWorks } from '@/domains/learning/ui/HowThisWorks'
import { LessonNavigation } from '@/domains/learning/ui/LessonNavigation'
import { LessonSidebar } from '@/domains/learning/ui/LessonSidebar'
import { MarkCompleteButton } from '@/domains/learning/ui/MarkCompleteButton'
import { NoVideoYet } from '@/domains/learning/ui/NoVideoYet'
import { LessonPlayer, type LessonPlayerProps } from '@/domains/learning/ui/player/LessonPlayer'
import { ShareLesson, type LessonSharing } from '@/domains/learning/ui/ShareLesson'
import { Transcript } from '@/domains/learning/ui/Transcript'

type Props = {
  lesson: LessonDetail
  course: CourseDetail
  isCompleted: boolean
  /** Enrolled in the lesson's course: a preview lesson is then simply a lesson. */
  isEnrolled: boolean
  learnerId: string
  playback: Pick<LessonPlayerProps, 'resumeAt' | 'autoResume' | 'dataSaver' | 'saveData'>
  transcript: LessonTranscript | null
  action: ActionSummary | null
  resources: Resource[]
  sharing: LessonSharing
  check: OfferedCheck | null
  /** "How this works" after the action: the first lesson, for a learner who has just started the course. */
  howThisWorks: boolean
}

const nextLessonOf = (course: CourseDetail, nextLessonId: string | null) => {
  const next = course.lessons.find((each) => each.id === nextLessonId)
  return next ? { id: next.id, title: next.title } : null
}

const lessonTextClasses =
  '[&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-4 [&_ul]:list-disc'

/**
 * The lesson screen (spec 2.16), laid out for a phone: a one-line breadcrumb and the title, then the video (its top
 * within the first 300 px of a 360 x 740 screen), the action for this week straight after the player, "How this works"
 * on a learner's first lesson, "Mark as Complete" with Previous and Next, the course's end questions once it is
 * complete, the description, the transcript folded away, downloads, sharing, the lesson text, and the sidebar (beside
 * it on a wide screen, under it on a phone). "Preview" labels a preview lesson only for learners not enrolled. A call
 * recording is the same player, found from Calls and listed with the other recordings.
 */
export const LessonScreen = ({ lesson, course, isCompleted, isEnrolled, learnerId, playback, transcript, action, resources, sharing, check, howThisWorks }: Props) => {
  const isRecording = isRecordingsCourse(course.kind)
  const showPreview = lesson.isPreview && !isEnrolled
  const afterPlayer = (
    <>
      {action ? <YourAction key={`action-${lesson.id}`} lessonId={lesson.id} summary={action} /> : null}
      {howThisWorks ? <HowThisWorks hasAction={!!action} /> : null}
      <div className="mt-6">
        <LessonNavigation previousLessonId={lesson.previousLessonId} nextLessonId={lesson.nextLessonId} noun={isRecording ? 'Recording' : 'Lesson'}>
          <MarkCompleteButton key={lesson.id} lessonId={lesson.id} userId={learnerId} isCompleted={isCompleted} />
        </LessonNavigation>
        <SaveForOfflineButton key={`offline-${lesson.id}`} id={lesson.id} title={lesson.title} courseTitle={course.title} videoUrl={lesson.lowDataVideoUrl ?? lesson.videoUrl} captionsUrl={lesson.captionsUrl} />
      </div>
      {check ? (
        <div className="mt-10">
          <ImpactCheck key={`${check.courseId}-${check.stage}`} courseId={check.courseId} stage={check.stage} skips={check.skips} />
        </div>
      ) : null}
      {lesson.description ? <p className="mt-8 text-lg text-navy-800">{lesson.description}</p> : null}
      {transcript ? <Transcript lessonId={lesson.id} transcript={transcript} /> : null}
    </>
  )
  return (
    <div className="mx-auto max-w-6xl px-4 pt-3 pb-8 sm:px-6 sm:pt-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex items-center gap-x-2 whitespace-nowrap text-navy-800">
          {isRecording ? (
            <li className="shrink-0">
              <Link href="/v1/calls" className="block min-h-11 py-2.5 underline hover:text-navy-950">
                Calls
              </Link>
            </li>
          ) : (
            <>
              <li className="shrink-0">
                <Link href="/v1/courses" className="block min-h-11 py-2.5 underline hover:text-navy-950">
                  Courses
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li className="min-w-0">
                <Link href={`/v1/courses/${course.id}`} className="block min-h-11 truncate py-2.5 underline hover:text-navy-950">
                  {course.title}
                </Link>
              </li>
            </>
          )}
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="min-w-0 truncate py-2.5 font-semibold text-navy-950">
            {lesson.title}
          </li>
        </ol>
      </nav>
      <div className="mt-2 grid gap-8 sm:mt-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-accent-600">
            {isRecording ? 'Call recording' : `Lesson ${lesson.orderIndex} of ${course.lessonCount}`}
            {isCompleted ? <Badge tone="success">Completed</Badge> : null}
            {showPreview ? <Badge>Preview</Badge> : null}
          </p>
          <h1 className="mt-1 text-2xl leading-tight font-extrabold tracking-tight break-words text-navy-900 sm:text-4xl">{lesson.title}</h1>
          <div className="mt-4 sm:mt-6">
            {lesson.videoUrl ? (
              <LessonPlayer
                key={lesson.id}
                lesson={{ ...lesson, videoUrl: lesson.videoUrl }}
                userId={learnerId}
                nextLesson={nextLessonOf(course, lesson.nextLessonId)}
                {...playback}
              >
                {afterPlayer}
              </LessonPlayer>
            ) : (
              <>
                <NoVideoYet />
                {afterPlayer}
              </>
            )}
          </div>
          <Downloads resources={resources} headingId="lesson-downloads" />
          <ShareLesson sharing={sharing} />
          {lesson.body ? (
            <section aria-labelledby="lesson-notes" className="mt-10">
              <h2 id="lesson-notes" className="text-2xl font-bold text-navy-900">
                Lesson notes
              </h2>
              <RichText data={lesson.body} className={lessonTextClasses} />
            </section>
          ) : null}
        </div>
        <aside aria-label={isRecording ? 'Call recordings' : 'Course progress'}>
          <LessonSidebar course={course} currentLessonId={lesson.id} />
        </aside>
      </div>
    </div>
  )
}
