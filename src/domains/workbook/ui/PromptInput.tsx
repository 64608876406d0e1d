'use client'

import { useId, useState, type Dispatch, type SetStateAction } from 'react'

import { uploadActionFile } from './workbookApi'
import { workbookLimits } from '@/lib/rules/workbook'
import type { AnswerEntry } from '@/lib/validation/workbook'
import { buttonClasses } from '@/ui/buttonStyles'
import { inputClasses } from '@/ui/Field'

import type { ActionPrompt } from '../actions'
import type { AnswerFile } from './AnswerSummary'
import { FilePicker } from './FilePicker'
import { VoiceRecorder } from './VoiceRecorder'

/** A photo or voice note added on this phone: its preview, and whether it has reached the server. */
export type LocalFile = AnswerFile & { status: 'uploading' | 'sent' | 'queued' | 'failed'; error?: string }

type Props = {
  lessonId: string
  prompt: ActionPrompt
  entry: AnswerEntry | null
  serverFiles: readonly AnswerFile[]
  localFiles: readonly LocalFile[]
  error?: string
  onChange: (entry: AnswerEntry | null) => void
  onLocalFiles: Dispatch<SetStateAction<LocalFile[]>>
}

const fileStatusText: Record<LocalFile['status'], string> = {
  uploading: 'Adding…',
  sent: 'Added',
  queued: "Kept on this phone: it will be sent when you're back online",
  failed: 'Not added',
}

const ErrorText = ({ id, error }: { id: string; error?: string }) =>
  error ? (
    <p id={id} className="mt-1 font-semibold text-red-700">
      {error}
    </p>
  ) : null

/** Where a file added on this phone stands; nothing for one the server already had. */
const FileStatus = ({ file }: { file: { status?: LocalFile['status']; error?: string } }) =>
  file.status ? <p className={`text-sm ${file.status === 'failed' ? 'font-semibold text-red-700' : 'text-navy-800'}`}>{file.error ?? fileStatusText[file.status]}</p> : null

/** One question of the action, answered the way it asks: text, ticks, yes or no, photos or a voice note. */
export const PromptInput = ({ lessonId, prompt, entry, serverFiles, localFiles, error: serverError, onChange, onLocalFiles }: Props) => {
  const id = useId()
  const [pickError, setPickError] = useState<string | null>(null)
  const error = serverError ?? pickError ?? undefined
  const errorId = `${id}-error`
  const described = error ? errorId : undefined
  const base = { promptId: prompt.id }

  /** Uploads a chosen photo or a recording under a new id, and adds the id to the answer at once (shown from the phone). */
  const addFile = async (file: Blob, kind: 'photo' | 'voice', durationSeconds: number | null) => {
    setPickError(null)
    const fileId = crypto.randomUUID()
    const local: LocalFile = { id: fileId, kind, url: URL.createObjectURL(file), durationSeconds, status: 'uploading' }
    onLocalFiles((files) => [...files, local])
    const fileIds = kind === 'voice' ? [fileId] : [...(entry?.fileIds ?? []), fileId]
    onChange({ ...base, fileIds })
    const setStatus = (status: LocalFile['status'], message?: string) =>
      onLocalFiles((files) => files.map((each) => (each.id === fileId ? { ...each, status, error: message } : each)))
    try {
      setStatus(await uploadActionFile(lessonId, fileId, file))
    } catch (uploadError) {
      setStatus('failed', uploadError instanceof TypeError ? 'No connection: add it again when you have signal.' : (uploadError as Error).message)
    }
  }

  const removeFile = (fileId: string) => {
    const fileIds = (entry?.fileIds ?? []).filter((each) => each !== fileId)
    onChange(fileIds.length > 0 ? { ...base, fileIds } : null)
  }

  const attached: (AnswerFile & { status?: LocalFile['status']; error?: string })[] = (entry?.fileIds ?? [])
    .map((fileId) => localFiles.find((each) => each.id === fileId) ?? serverFiles.find((each) => each.id === fileId))
    .filter((file) => file !== undefined)

  switch (prompt.kind) {
    case 'shortText':
    case 'longText': {
      const Input = prompt.kind === 'shortText' ? 'input' : 'textarea'
      const max = prompt.kind === 'shortText' ? workbookLimits.shortText : workbookLimits.longText
      return (
        <div>
          <label htmlFor={id} className="block font-semibold break-words text-navy-950">
            {prompt.question}
          </label>
          <Input
            id={id}
            className={`${inputClasses} mt-1 ${prompt.kind === 'longText' ? 'min-h-32' : ''}`}
            maxLength={max}
            value={entry?.text ?? ''}
            aria-invalid={Boolean(error)}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.value ? { ...base, text: event.target.value } : null)}
          />
          <ErrorText id={errorId} error={error} />
        </div>
      )
    }
    case 'checklist':
      return (
        <fieldset aria-describedby={described}>
          <legend className="font-semibold break-words text-navy-950">{prompt.question}</legend>
          <div className="mt-1 space-y-1">
            {prompt.items.map((item, index) => {
              const ticked = entry?.ticked ?? []
              return (
                <label key={item} htmlFor={`${id}-${index}`} className="flex min-h-11 items-center gap-3 break-words">
                  <input
                    id={`${id}-${index}`}
                    type="checkbox"
                    className="size-6 shrink-0 accent-navy-900"
                    checked={ticked.includes(item)}
                    onChange={(event) => {
                      const next = event.target.checked ? [...ticked, item] : ticked.filter((each) => each !== item)
                      onChange(next.length > 0 ? { ...base, ticked: next } : null)
                    }}
                  />
                  {item}
                </label>
              )
            })}
          </div>
          <ErrorText id={errorId} error={error} />
        </fieldset>
      )
    case 'yesNo':
      return (
        <fieldset aria-describedby={described}>
          <legend className="font-semibold break-words text-navy-950">{prompt.question}</legend>
          <div className="mt-1 flex gap-6">
            {(['yes', 'no'] as const).map((choice) => (
              <label key={choice} htmlFor={`${id}-${choice}`} className="flex min-h-11 items-center gap-2">
                <input id={`${id}-${choice}`} type="radio" name={id} className="size-6 accent-navy-900" checked={entry?.choice === choice} onChange={() => onChange({ ...base, choice })} />
                {choice === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          <ErrorText id={errorId} error={error} />
        </fieldset>
      )
    case 'photo':
      return (
        <fieldset aria-describedby={described}>
          <legend className="font-semibold break-words text-navy-950">{prompt.question}</legend>
          <p className="text-navy-800">Up to {workbookLimits.photos} photos, each up to 5 MB.</p>
          {attached.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-3">
              {attached.map((file, index) => {
                return (
                  <li key={file.id} className="w-36">
                    {/* A photo from the phone or the learner's private file: not for next/image's optimiser. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={file.url} alt={`Photo ${index + 1}`} className="h-28 w-36 rounded-lg border border-navy-100 object-cover" />
                    <FileStatus file={file} />
                    <button type="button" className="min-h-11 font-semibold text-navy-900 underline" onClick={() => removeFile(file.id)}>
                      Remove photo {index + 1}
                    </button>
                  </li>
                )
              })}
            </ul>
          ) : null}
          {attached.length < workbookLimits.photos ? (
            <FilePicker
              accept="image/*"
              className={`${buttonClasses('outline', 'compact')} mt-2`}
              onPick={(file) => {
                if (!file.type.startsWith('image/')) return setPickError('That file is not a photo. Choose a photo.')
                if (file.size > workbookLimits.photoBytes) return setPickError('Photos can be up to 5 MB. Choose a smaller one.')
                void addFile(file, 'photo', null)
              }}
            >
              {attached.length === 0 ? 'Add a photo' : 'Add another photo'}
            </FilePicker>
          ) : null}
          <ErrorText id={errorId} error={error} />
        </fieldset>
      )
    case 'voice':
      return (
        <fieldset aria-describedby={described}>
          <legend className="font-semibold break-words text-navy-950">{prompt.question}</legend>
          {attached.length > 0 ? (
            <div className="mt-2">
              {attached.map((file) => (
                <div key={file.id}>
                  <audio controls src={file.url} className="w-full" aria-label={`Your voice note for: ${prompt.question}`} />
                  <FileStatus file={file} />
                  <button type="button" className="min-h-11 font-semibold text-navy-900 underline" onClick={() => removeFile(file.id)}>
                    Remove voice note
                  </button>
                </div>
              ))}
            </div>
          ) : (
            <VoiceRecorder onRecorded={(recording, seconds) => void addFile(recording, 'voice', seconds)} onError={setPickError} />
          )}
          <ErrorText id={errorId} error={error} />
        </fieldset>
      )
  }
}
