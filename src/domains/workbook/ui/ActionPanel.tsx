'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { ApiRequestError } from '@/lib/browser/apiClient'
import { forgetPhoneDraft, keepPhoneDraft, phoneDrafts, queuedActionSends } from './workbookOnThePhone'
import { actionQueryKey, fetchAction, saveActionDraft, sendActionAnswer } from './workbookApi'
import type { ActionStateBody } from '../contract/schemas'
import { answerStatusLabels } from '@/lib/rules/workbook'
import type { AnswerEntry } from '@/lib/validation/workbook'
import { buttonClasses } from '@/ui/buttonStyles'
import { NotifyMeOffer } from '@/domains/notifications/ui/NotifyMeOffer'

import { AnswerSummary } from './AnswerSummary'
import { PromptInput, type LocalFile } from './PromptInput'

type Props = { lessonId: string }

/** Answers by prompt id, as the form holds them. */
export type Entries = Record<string, AnswerEntry>

const toEntries = (answers: readonly AnswerEntry[]): Entries => Object.fromEntries(answers.map((answer) => [answer.promptId, answer]))

/** The entries to save: empty ones left out, and files still on their way (not yet on the server) held back. */
const toAnswers = (entries: Entries, pending: ReadonlySet<string>): AnswerEntry[] =>
  Object.values(entries)
    .map((entry) => (entry.fileIds ? { ...entry, fileIds: entry.fileIds.filter((id) => !pending.has(id)) } : entry))
    .filter((entry) => Boolean(entry.text?.trim()) || (entry.ticked?.length ?? 0) > 0 || entry.choice !== undefined || (entry.fileIds?.length ?? 0) > 0)

/** What the form starts from: what this phone kept without signal, when that is newer than the server's draft. */
const startingEntries = (state: ActionStateBody, lessonId: string): Entries => {
  const onPhone = phoneDrafts.read().find((each) => each.lessonId === lessonId)
  const serverSavedAt = state.answer.draftSavedAt ? Date.parse(state.answer.draftSavedAt) : 0
  return toEntries(onPhone && Date.parse(onPhone.savedAt) > serverSavedAt ? onPhone.answers : state.answer.answers)
}

const draftSaveDelayMs = 1200

type SaveState = 'idle' | 'saving' | 'saved' | 'on-phone' | 'failed'

const saveStateText: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved. You can finish it on any device.',
  'on-phone': "Saved on this phone. It will be saved to your account when you're back online.",
  failed: "Couldn't save your answer to your account. It is kept on this phone.",
}

/** The learner's latest round and the coach's reply to it, when there is one. */
const LatestReply = ({ state }: { state: ActionStateBody }) => {
  const latest = state.answer.rounds[0]
  if (!latest?.verdict) return null
  return (
    <div className="mt-4 rounded-lg border-2 border-navy-900 bg-navy-50 p-4" role="region" aria-label="Your coach's reply">
      <p className="font-bold text-navy-950">Your coach replied: {answerStatusLabels[latest.verdict]}</p>
      {latest.coachReply ? <p className="mt-2 whitespace-pre-line break-words text-navy-900">{latest.coachReply}</p> : null}
    </div>
  )
}


/**
 * The action, opened: the coach's latest reply, then the questions to answer (saved as the learner types, on the
 * phone too when there is no signal) and "Send to my coach"; while an answer waits for its reply, what was sent.
 * Earlier rounds and their replies are under "Earlier rounds".
 */
export const ActionPanel = ({ lessonId }: Props) => {
  const queryClient = useQueryClient()
  const action = useQuery({ queryKey: actionQueryKey(lessonId), queryFn: () => fetchAction(lessonId), staleTime: 0 })
  const queuedSend = queuedActionSends.useItems()?.find((each) => each.lessonId === lessonId) ?? null
  const [entries, setEntries] = useState<Entries | null>(null)
  const [localFiles, setLocalFiles] = useState<LocalFile[]>([])
  const [saveState, setSaveState] = useState<SaveState>('idle')
  const [sendError, setSendError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const saveTimer = useRef<number | undefined>(undefined)
  const clientId = useRef<string | null>(null)
  const wasQueued = useRef(false)

  const state = action.data
  // Until the learner changes something, the form shows the newest of what the server has and what this phone kept.
  const formEntries = entries ?? (state ? startingEntries(state, lessonId) : null)
  // A send the worker held has gone (it sent it): read the answer again.
  useEffect(() => {
    if (queuedSend) wasQueued.current = true
    else if (wasQueued.current) {
      wasQueued.current = false
      void queryClient.invalidateQueries({ queryKey: actionQueryKey(lessonId) })
    }
  }, [queuedSend, queryClient, lessonId])

  useEffect(() => () => window.clearTimeout(saveTimer.current), [])

  // Read when a delayed save runs, so it knows which files have reached the server by then.
  const localFilesNow = useRef(localFiles)
  useEffect(() => {
    localFilesNow.current = localFiles
  }, [localFiles])
  const uploading = localFiles.some((file) => file.status === 'uploading')

  const saveNow = async (next: Entries) => {
    const answers = toAnswers(next, new Set(localFilesNow.current.filter((file) => file.status !== 'sent').map((file) => file.id)))
    keepPhoneDraft({ lessonId, answers, savedAt: new Date().toISOString() })
    setSaveState('saving')
    try {
      const saved = await saveActionDraft(lessonId, answers)
      forgetPhoneDraft(lessonId)
      queryClient.setQueryData(actionQueryKey(lessonId), saved)
      setSaveState('saved')
    } catch (error) {
      setSaveState(error instanceof TypeError ? 'on-phone' : 'failed')
    }
  }

  const change = (promptId: string, entry: AnswerEntry | null) => {
    const next = { ...(formEntries ?? {}) }
    if (entry) next[promptId] = entry
    else delete next[promptId]
    setEntries(next)
    window.clearTimeout(saveTimer.current)
    saveTimer.current = window.setTimeout(() => void saveNow(next), draftSaveDelayMs)
    setFieldErrors((current) => {
      const { [promptId]: _cleared, ...rest } = current
      return rest
    })
  }

  // A draft only this phone has (written without signal) is saved as soon as there is signal: when the action opens,
  // and when the connection returns while it is open.
  const checkedPhoneOnOpen = useRef(false)
  useEffect(() => {
    const saveFromPhone = () => {
      if (formEntries && phoneDrafts.read().some((each) => each.lessonId === lessonId)) void saveNow(formEntries)
    }
    // Once, when the answer has loaded: a draft the phone kept that is newer than the server's.
    if (state && !checkedPhoneOnOpen.current) {
      checkedPhoneOnOpen.current = true
      const kept = phoneDrafts.read().find((each) => each.lessonId === lessonId)
      if (kept && navigator.onLine && Date.parse(kept.savedAt) > Date.parse(state.answer.draftSavedAt ?? '0')) saveFromPhone()
    }
    window.addEventListener('online', saveFromPhone)
    return () => window.removeEventListener('online', saveFromPhone)
  })

  const send = async () => {
    if (!state || !formEntries) return
    window.clearTimeout(saveTimer.current)
    setSendError(null)
    setFieldErrors({})
    const answers = toAnswers(formEntries, new Set(localFiles.filter((file) => file.status === 'failed').map((file) => file.id)))
    if (answers.length === 0) {
      setSendError('Answer at least one question before you send.')
      return
    }
    // One id for this answer until it is stored, so a repeat (a second press, the offline queue) counts once.
    clientId.current ??= crypto.randomUUID()
    setSending(true)
    try {
      const result = await sendActionAnswer(lessonId, clientId.current, answers)
      clientId.current = null
      forgetPhoneDraft(lessonId)
      if (result.outcome === 'sent') queryClient.setQueryData(actionQueryKey(lessonId), result.state)
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const byPrompt: Record<string, string> = {}
        for (const fieldError of error.fieldErrors) {
          const index = /^answers\.(\d+)\./.exec(fieldError.field)?.[1]
          const promptId = index === undefined ? undefined : answers[Number(index)]?.promptId
          if (promptId && !byPrompt[promptId]) byPrompt[promptId] = fieldError.message
        }
        setFieldErrors(byPrompt)
        setSendError(error.message)
        if (error.status === 409) void queryClient.invalidateQueries({ queryKey: actionQueryKey(lessonId) })
      } else {
        setSendError("Couldn't send your answer. Check your signal and try again.")
      }
    } finally {
      setSending(false)
    }
  }

  if (action.isPending) {
    return (
      <p role="status" className="mt-4 text-navy-800">
        Loading your action…
      </p>
    )
  }
  if (action.isError || !state) {
    return (
      <div role="alert" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{action.error instanceof TypeError ? "You're offline. Your action will load when you're back online." : "Couldn't load your action."}</p>
        <button type="button" className={`${buttonClasses('outline', 'compact')} mt-3`} onClick={() => void action.refetch()}>
          Try again
        </button>
      </div>
    )
  }

  const { answer } = state
  const waiting = answer.status === 'waiting' || queuedSend !== null
  const earlier = waiting ? answer.rounds.slice(1) : answer.rounds
  const sentAnswers = queuedSend?.answers ?? answer.rounds[0]?.answers ?? []

  return (
    <div className="mt-4">
      {queuedSend ? null : <LatestReply state={state} />}
      {waiting ? (
        <div className="mt-4">
          <p role="status" className="rounded-lg bg-navy-50 p-4 font-semibold text-navy-950">
            {queuedSend ? "Sent from this phone. It will reach your coach when you're back online." : 'Sent. Your coach will reply here and by email.'}
          </p>
          {queuedSend ? null : <NotifyMeOffer kind="coachReply" about="when your coach replies" />}
          <h3 className="mt-4 text-lg font-bold text-navy-900">What you sent</h3>
          <AnswerSummary prompts={state.prompts} answers={sentAnswers} files={[...answer.files, ...localFiles]} />
        </div>
      ) : formEntries === null ? null : (
        <form
          className="mt-4 space-y-6"
          aria-label="Your answer"
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          {state.prompts.map((prompt) => (
            <PromptInput
              key={prompt.id}
              lessonId={lessonId}
              prompt={prompt}
              entry={formEntries[prompt.id] ?? null}
              serverFiles={answer.files}
              localFiles={localFiles}
              error={fieldErrors[prompt.id]}
              onChange={(entry) => change(prompt.id, entry)}
              onLocalFiles={setLocalFiles}
            />
          ))}
          <p role="status" className="text-navy-800 [&:empty]:hidden">
            {saveStateText[saveState]}
          </p>
          {sendError ? (
            <p role="alert" className="font-semibold text-red-700">
              {sendError}
            </p>
          ) : null}
          <button type="submit" disabled={sending || uploading} className={`${buttonClasses('primary')} w-full disabled:opacity-70 sm:w-auto`}>
            {sending ? 'Sending…' : uploading ? 'Adding your file…' : answer.round === 0 ? 'Send to my coach' : 'Send again to my coach'}
          </button>
        </form>
      )}
      {earlier.length > 0 ? (
        <details className="mt-6">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy-900">Earlier rounds ({earlier.length})</summary>
          {earlier.map((round) => (
            <article key={round.round} className="mt-3 border-t border-navy-100 pt-3">
              <h3 className="font-bold text-navy-900">You sent (round {round.round})</h3>
              <AnswerSummary prompts={state.prompts} answers={round.answers} files={answer.files} />
              {round.verdict ? (
                <p className="mt-2 break-words">
                  <span className="font-semibold">Your coach: {answerStatusLabels[round.verdict]}.</span> {round.coachReply ?? ''}
                </p>
              ) : null}
            </article>
          ))}
        </details>
      ) : null}
    </div>
  )
}
