'use client'

import { useId } from 'react'

/** "Data saver": plays the smaller copy of the video. A switch, so screen readers hear on or off. */
export const DataSaverSwitch = ({ on, onToggle }: { on: boolean; onToggle: () => void }) => {
  const hintId = useId()
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        onClick={onToggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-navy-900"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 rounded-full border-2 transition-colors motion-reduce:transition-none ${on ? 'border-success-700 bg-success-700' : 'border-navy-800 bg-navy-100'}`}
        >
          <span
            className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow ring-1 ring-navy-800 transition-all motion-reduce:transition-none ${on ? 'left-5' : 'left-0.5'}`}
          />
        </span>
        Data saver
      </button>
      <span id={hintId} className="text-sm text-navy-800">
        {on ? 'On: smaller video' : 'Off: full quality'}
      </span>
    </div>
  )
}
