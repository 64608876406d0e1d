'use client'

import { formatClock } from '@/lib/rules/playback'
import { buttonClasses } from '@/ui/buttonStyles'

type Props = {
  /** Where the learner left the video, on any device. */
  position: number
  /** Already moved there ("Continue Learning"): offer to start again instead. */
  resumed: boolean
  onResume: () => void
  onStartAgain: () => void
}

/** "Resume from 2:41", or, when the lesson opened there already, "Resuming from 2:41" with "Start again". */
export const ResumeNotice = ({ position, resumed, onResume, onStartAgain }: Props) => (
  <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
    {resumed ? (
      <>
        <p className="font-semibold text-navy-900">Resuming from {formatClock(position)}</p>
        <button type="button" onClick={onStartAgain} className={buttonClasses('quiet', 'compact')}>
          Start again
        </button>
      </>
    ) : (
      <button type="button" onClick={onResume} className={buttonClasses('dark', 'compact')}>
        <span aria-hidden="true" className="mr-2">
          ▶
        </span>
        Resume from {formatClock(position)}
      </button>
    )}
  </div>
)
