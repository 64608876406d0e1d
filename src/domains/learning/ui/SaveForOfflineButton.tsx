'use client'

import { useEffect, useState } from 'react'

import { removeSavedLesson, saveLessonForOffline, savedLessons, type LessonToSave } from './savedLessons'
import { buttonClasses } from '@/ui/buttonStyles'

type Status = { state: 'idle' | 'saving' | 'failed'; message: string }

/**
 * "Save for offline": stores the lesson on the phone so it opens and plays without signal. Shown once a service
 * worker runs this site (never in `next dev`); the outcome is announced to screen readers.
 */
export const SaveForOfflineButton = (lesson: LessonToSave) => {
  const [canSave, setCanSave] = useState(false)
  const [status, setStatus] = useState<Status>({ state: 'idle', message: '' })
  const isSaved = savedLessons.useItems()?.some((saved) => saved.id === lesson.id) ?? false

  useEffect(() => {
    if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return
    let active = true
    void navigator.serviceWorker.ready.then(() => active && setCanSave(true))
    return () => {
      active = false
    }
  }, [])

  if (!canSave) return null

  const save = async () => {
    setStatus({ state: 'saving', message: 'Saving this lesson on your phone…' })
    try {
      await saveLessonForOffline(lesson)
      setStatus({ state: 'idle', message: 'Saved. This lesson now opens and plays without signal.' })
    } catch (error) {
      console.error('Saving the lesson for offline failed', error)
      setStatus({ state: 'failed', message: "Couldn't save this lesson. Check your connection and space on your phone, then try again." })
    }
  }

  const remove = async () => {
    await removeSavedLesson(lesson.id)
    setStatus({ state: 'idle', message: 'Removed from this phone.' })
  }

  return (
    <div className="mt-4 grid justify-items-start gap-2">
      {isSaved ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-success-700">
            <span aria-hidden="true">✓</span> Saved on this phone
          </p>
          <button type="button" onClick={remove} className={buttonClasses('quiet', 'compact')}>
            Remove from phone
          </button>
        </div>
      ) : (
        <button type="button" onClick={save} disabled={status.state === 'saving'} className={`${buttonClasses('outline')} disabled:opacity-70`}>
          {status.state === 'saving' ? 'Saving…' : 'Save for offline'}
        </button>
      )}
      <p role="status" className={status.state === 'failed' ? 'font-semibold text-accent-600' : 'text-navy-800'}>
        {status.message}
      </p>
    </div>
  )
}
