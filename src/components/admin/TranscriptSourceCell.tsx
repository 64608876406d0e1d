'use client'

import { Pill } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { hasTranscriptSource } from '@/lib/rules/transcript'

/**
 * The Lessons list's "Transcript" column: where a lesson's transcript comes from, or "Missing" (in words, not only in
 * colour) when it has neither captions nor a pasted transcript, so staff see what still needs adding.
 */
export const TranscriptSourceCell = ({ rowData }: DefaultCellComponentProps) => {
  if (!hasTranscriptSource(rowData)) return <Pill pillStyle="warning">Missing: add captions or a transcript</Pill>
  return <span>{rowData.transcript?.trim() ? 'Pasted' : 'From captions'}</span>
}
