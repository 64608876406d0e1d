'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { workbookLimits } from '@/lib/rules/workbook'
import { buttonClasses } from '@/ui/buttonStyles'

import { FilePicker } from './FilePicker'

type Props = { onRecorded: (recording: Blob, seconds: number | null) => void; onError: (message: string) => void }

/** Speech at this rate is clear and a full minute stays under half a megabyte, for a phone on poor signal. */
const audioBitsPerSecond = 32_000

const canRecord = () => typeof window !== 'undefined' && typeof window.MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)

const neverChanges = () => () => undefined

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/**
 * "Record a voice note": records from the microphone in the browser (MediaRecorder), up to 60 seconds, stopping by
 * itself at the limit. Where the browser cannot record (or the microphone is refused), a recording can be chosen from
 * the phone instead.
 */
export const VoiceRecorder = ({ onRecorded, onError }: Props) => {
  const [seconds, setSeconds] = useState<number | null>(null)
  const [refused, setRefused] = useState(false)
  const supported = useSyncExternalStore(neverChanges, canRecord, () => true) && !refused
  const recorder = useRef<MediaRecorder | null>(null)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => {
    return () => {
      window.clearInterval(timer.current)
      recorder.current?.stream.getTracks().forEach((track) => track.stop())
    }
  }, [])

  const stop = () => {
    window.clearInterval(timer.current)
    if (recorder.current?.state === 'recording') recorder.current.stop()
  }

  const start = async () => {
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch {
      setRefused(true)
      onError('The microphone could not be used. Allow it in your browser settings, or choose a recording from your phone.')
      return
    }
    const chunks: Blob[] = []
    const started = Date.now()
    const media = new MediaRecorder(stream, { audioBitsPerSecond })
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data)
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop())
      setSeconds(null)
      const recording = new Blob(chunks, { type: media.mimeType || 'audio/webm' })
      if (recording.size > 0) onRecorded(recording, Math.min(workbookLimits.voiceSeconds, Math.round((Date.now() - started) / 1000)))
    }
    recorder.current = media
    media.start(1000)
    setSeconds(0)
    timer.current = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - started) / 1000)
      setSeconds(elapsed)
      if (elapsed >= workbookLimits.voiceSeconds) stop()
    }, 250)
  }

  if (seconds !== null) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p role="status" className="font-semibold text-red-800">
          <span aria-hidden="true">● </span>Recording {clock(seconds)} of {clock(workbookLimits.voiceSeconds)}
        </p>
        <button type="button" onClick={stop} className={buttonClasses('dark', 'compact')}>
          Stop recording
        </button>
      </div>
    )
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      {supported ? (
        <button type="button" onClick={() => void start()} className={buttonClasses('outline', 'compact')}>
          Record a voice note
        </button>
      ) : null}
      <FilePicker
        accept="audio/*"
        className={`${supported ? 'min-h-11 font-semibold text-navy-900 underline' : buttonClasses('outline', 'compact')} inline-flex items-center`}
        onPick={(file) => (file.size > workbookLimits.voiceBytes ? onError(`Voice notes can be up to ${workbookLimits.voiceSeconds} seconds.`) : onRecorded(file, null))}
      >
        {supported ? 'or choose a recording' : 'Choose a recording'}
      </FilePicker>
      <span className="text-navy-800">Up to {workbookLimits.voiceSeconds} seconds.</span>
    </div>
  )
}
