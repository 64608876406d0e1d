'use client'

import { useId } from 'react'

const speeds = [0.75, 1, 1.25, 1.5, 1.75, 2]

/** The speed menu: 0.75× to 2× (a speed set another way, e.g. the browser's own menu, is shown too). */
export const PlaybackSpeed = ({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) => {
  const id = useId()
  const options = speeds.includes(rate) ? speeds : [...speeds, rate].sort((a, b) => a - b)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold text-navy-900">
        Speed
      </label>
      <select
        id={id}
        value={String(rate)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 rounded-lg border-2 border-navy-800 bg-white px-2 text-navy-900"
      >
        {options.map((speed) => (
          <option key={speed} value={String(speed)}>
            {speed}×
          </option>
        ))}
      </select>
    </div>
  )
}
