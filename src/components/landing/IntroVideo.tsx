'use client'

import { useState, type ReactNode } from 'react'

type Props = {
  videoUrl: string
  /** The poster's address, which the video shows until it plays. */
  posterUrl: string
  /** The poster as the page draws it before play (an OptimisedImage, rendered on the server). */
  poster: ReactNode
  captionsUrl?: string | null
  title: string
}

/** The intro video: a poster with a play button first; on click it loads and plays, with a spinner until it can. */
export const IntroVideo = ({ videoUrl, posterUrl, poster, captionsUrl, title }: Props) => {
  const [state, setState] = useState<'poster' | 'loading' | 'playing'>('poster')

  if (state === 'poster') {
    return (
      <button
        type="button"
        onClick={() => setState('loading')}
        className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-navy-950 shadow-xl"
        aria-label={`Play video: ${title}`}
      >
        {poster}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg transition-transform group-hover:scale-105">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-9 w-9 fill-current">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        </span>
      </button>
    )
  }

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-navy-950 shadow-xl">
      <video
        className="h-full w-full"
        src={videoUrl}
        poster={posterUrl}
        controls
        autoPlay
        playsInline
        preload="auto"
        aria-label={title}
        onCanPlay={() => setState('playing')}
        onError={(event) => console.error('Intro video failed to load', event.currentTarget.error)}
      >
        {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" default /> : null}
      </video>
      {state === 'loading' ? (
        <div role="status" className="absolute inset-0 flex items-center justify-center bg-navy-950/60">
          <span className="h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none" aria-hidden="true" />
          <span className="sr-only">Loading video</span>
        </div>
      ) : null}
    </div>
  )
}
