import { Fragment, type ReactNode } from 'react'

import { pathOf } from '@/lib/contract/routes'
import { formatClock } from '@/lib/rules/playback'
import type { Transcript as LessonTranscript, TranscriptCue } from '@/lib/rules/transcript'
import { buttonClasses } from '@/ui/buttonStyles'

import { cueAttributes } from './transcriptCueMarkup'
import { TranscriptFollower } from './TranscriptFollower'
import { learningRoutes } from '../contract/routes'

const headingId = 'lesson-transcript'

/** The transcript's own scrolling box, so a long transcript does not make the page endless on a phone. */
const boxClasses =
  'mt-3 max-h-80 space-y-4 overflow-y-auto rounded-xl border-2 border-navy-100 bg-white p-4 text-base leading-8 break-words text-navy-950 sm:max-h-96'

const PlainBox = ({ children }: { children: ReactNode }) => (
  <div role="region" aria-labelledby={headingId} tabIndex={0} className={boxClasses}>
    {children}
  </div>
)

// Browsers lay a <button> out as an inline-block, so a cue that does not fit the rest of a line starts the next one.
// The cue being spoken carries aria-current (set by TranscriptFollower), which these classes show.
const CueButton = ({ cue }: { cue: TranscriptCue }) => (
  <button
    type="button"
    {...cueAttributes(cue)}
    className="rounded px-1 text-left hover:bg-navy-100 hover:underline aria-[current=true]:bg-accent-400/25 aria-[current=true]:underline aria-[current=true]:decoration-accent-600 aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-4"
  >
    {cue.text}
    <span className="sr-only"> (play from {formatClock(cue.startSeconds)})</span>
  </button>
)

const TimedParagraphs = ({ paragraphs }: { paragraphs: TranscriptCue[][] }) => (
  <TranscriptFollower className={boxClasses} labelledBy={headingId}>
    {paragraphs.map((paragraph, paragraphIndex) => (
      <p key={paragraphIndex}>
        <span aria-hidden="true" className="mr-1 text-sm font-semibold text-navy-800 tabular-nums">
          {formatClock(paragraph[0].startSeconds)}
        </span>{' '}
        {paragraph.map((cue, index) => (
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            <CueButton cue={cue} />
          </Fragment>
        ))}
      </p>
    ))}
  </TranscriptFollower>
)

/**
 * The lesson's transcript, folded away behind "Show transcript" so the page stays short on a phone (a <details>: it
 * opens without scripts, offline too, and the browser's find in page opens it): readable paragraphs in a scrolling
 * box, and a "Download transcript" link. Built from captions, each cue is a button that plays the video from there,
 * and the cue being spoken is marked. Rendered on the server: only the box that follows the video runs in the browser.
 */
export const Transcript = ({ lessonId, transcript }: { lessonId: string; transcript: LessonTranscript }) => (
  <section className="mt-8">
    <div className="flex flex-wrap items-center justify-between gap-x-4">
      <h2 id={headingId} className="text-2xl font-bold text-navy-900">
        Transcript
      </h2>
      <a
        href={pathOf(learningRoutes.lessonTranscript, { lessonId })}
        download
        className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline hover:text-navy-950"
      >
        Download transcript (.txt)
      </a>
    </div>
    <details className="group mt-2">
      <summary className={`${buttonClasses('quiet')} cursor-pointer list-none gap-2 [&::-webkit-details-marker]:hidden`}>
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none">
          ▸
        </span>
        <span className="group-open:hidden">Show transcript</span>
        <span className="hidden group-open:inline">Hide transcript</span>
      </summary>
      {transcript.kind === 'timed' ? (
        <>
          <p className="mt-3 text-navy-800">Select any part of the transcript to play the video from there.</p>
          <TimedParagraphs paragraphs={transcript.paragraphs} />
        </>
      ) : (
        <PlainBox>
          {transcript.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </PlainBox>
      )}
    </details>
  </section>
)
