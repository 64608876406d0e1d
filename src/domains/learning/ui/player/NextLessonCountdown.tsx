'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'

const countdownSeconds = 5

/**
 * At the end of the video: "Next: … in 5 s", then the next lesson opens, unless the learner cancels. Screen readers
 * hear the offer once, not every second.
 */
export const NextLessonCountdown = ({ next, onCancel }: { next: { id: string; title: string }; onCancel: () => void }) => {
  const router = useRouter()
  const [left, setLeft] = useState(countdownSeconds)
  const href = `/v1/lessons/${next.id}`

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000)
    return () => window.clearInterval(timer)
  }, [])
  useEffect(() => {
    if (left === 0) router.push(href)
  }, [left, href, router])

  return (
    <div className="mt-4 rounded-xl border-2 border-navy-900 bg-navy-100 p-4">
      <p className="sr-only" role="status">
        Next lesson, {next.title}, opens in {countdownSeconds} seconds. Choose Cancel to stay on this lesson.
      </p>
      <p aria-hidden="true" className="text-lg font-bold break-words text-navy-900">
        Next: {next.title} in {left} s
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link href={href} className={buttonClasses('primary', 'compact')}>
          Play next lesson now
        </Link>
        <button type="button" onClick={onCancel} className={buttonClasses('quiet', 'compact')}>
          Cancel
        </button>
      </div>
    </div>
  )
}
