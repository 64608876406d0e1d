'use client'

import { useField } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

type SavedComment = { id: string; label: string; text: string }

/**
 * "Saved comments" on an answer: pick one to put its text in the reply, then make it personal. The comments are
 * staff's own (Workbook → Saved comments), read with the staff member's cookie.
 */
export const SavedCommentPicker = () => {
  const { value: reply, setValue } = useField<string>({ path: 'coachReply' })
  const [comments, setComments] = useState<SavedComment[] | null>(null)
  const selectId = useId()

  useEffect(() => {
    let live = true
    fetch('/api/coach-comments?limit=100&sort=label&depth=0', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs: SavedComment[] }) => live && setComments(body.docs))
      .catch(() => live && setComments([]))
    return () => {
      live = false
    }
  }, [])

  if (!comments || comments.length === 0) return null
  return (
    <div className="field-type staff-panel">
      <label htmlFor={selectId}>Start from a saved comment</label>
      <select
        id={selectId}
        defaultValue=""
        onChange={(event) => {
          const picked = comments.find((comment) => comment.id === event.target.value)
          if (picked) setValue(reply ? `${reply}\n\n${picked.text}` : picked.text)
        }}
      >
        <option value="">Choose a saved comment…</option>
        {comments.map((comment) => (
          <option key={comment.id} value={comment.id}>
            {comment.label}
          </option>
        ))}
      </select>
    </div>
  )
}
