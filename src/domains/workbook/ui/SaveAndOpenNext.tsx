'use client'

import { Button, toast, useDocumentInfo, useForm, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const answersPath = '/admin/collections/workbook-answers'

/** The oldest answer still waiting for a reply, other than this one: its id, or null when none waits. */
const nextWaitingAnswer = async (currentId: string): Promise<string | null> => {
  const query = new URLSearchParams({
    'where[status][equals]': 'waiting',
    'where[id][not_equals]': currentId,
    sort: 'sentAt',
    limit: '1',
    depth: '0',
    'select[id]': 'true',
  })
  const response = await fetch(`/api/workbook-answers?${query}`, { credentials: 'same-origin' })
  if (!response.ok) return null
  const body = (await response.json()) as { docs: { id: string }[] }
  return body.docs[0]?.id ?? null
}

/**
 * "Save and open the next waiting answer", beside Save on an answer: saves what changed (a verdict sends the
 * reply), then opens the answer that has waited longest, so a coach works through the queue without the list.
 */
export const SaveAndOpenNext = () => {
  const { submit } = useForm()
  const modified = useFormModified()
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const saveAndOpenNext = async () => {
    setBusy(true)
    try {
      // Saved already (a verdict saved with Save): nothing to send again, straight to the next.
      if (modified) {
        const saved = await submit()
        if (!saved || saved.res.status >= 400) return
      }
      const next = await nextWaitingAnswer(String(id))
      if (next) {
        router.push(`${answersPath}/${next}`)
      } else {
        toast.success('No more answers are waiting for a reply.')
        router.push(`${answersPath}?where[status][equals]=waiting`)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void saveAndOpenNext()}>
      Save and open the next waiting answer
    </Button>
  )
}
