'use client'

/**
 * The lesson's video with its English captions, or "Video content will be available soon" without one. A video that
 * fails to load is only logged (spec 2.16); the browser's own controls stay usable.
 */
export const LessonVideo = ({ videoUrl, captionsUrl, title }: { videoUrl: string | null; captionsUrl: string | null; title: string }) => {
  if (!videoUrl) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-navy-100 p-6 text-center text-lg font-semibold text-navy-900">
        Video content will be available soon
      </div>
    )
  }
  return (
    <video
      controls
      playsInline
      preload="metadata"
      src={videoUrl}
      aria-label={`Lesson video: ${title}`}
      className="aspect-video w-full rounded-xl bg-navy-950"
      onError={(event) => console.error('Lesson video failed to load', event.currentTarget.error)}
    >
      {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" default /> : null}
    </video>
  )
}
