/** Links that open WhatsApp with the lesson ready to send: to anyone, and (when there is a group) as a question to it. */
export type LessonSharing = { shareUrl: string; askInGroupUrl: string | null }

const linkClasses = 'inline-flex min-h-11 items-center font-semibold text-navy-900 underline hover:text-navy-950'

export const ShareLesson = ({ sharing }: { sharing: LessonSharing }) => (
  <p className="mt-6 flex flex-wrap gap-x-6">
    <a href={sharing.shareUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      Share this lesson<span className="sr-only"> on WhatsApp (opens WhatsApp)</span>
    </a>
    {sharing.askInGroupUrl ? (
      <a href={sharing.askInGroupUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        Ask about this in the group<span className="sr-only"> (opens WhatsApp)</span>
      </a>
    ) : null}
  </p>
)
