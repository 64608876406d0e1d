'use client'

import type { CoachReplyNote } from '@/domains/workbook'
import { ukDayLabel } from '@/lib/rules/ukTime'
import { answerStatusLabels, actionAnchor } from '@/lib/rules/workbook'
import { Badge } from '@/ui/Badge'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'
import { useDisclosure } from '@/ui/useDisclosure'

/** "Your coach replied on lesson 1": the reply opens in place, and the lesson is one tap away to answer or have another go. */
export const CoachReplyCard = ({ note }: { note: CoachReplyNote }) => {
  const { open, panelId, buttonProps } = useDisclosure()
  const headingId = `${panelId}-heading`
  return (
    <li className="rounded-xl border-2 border-navy-100 p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-navy-900">
        Your coach replied on lesson {note.lessonNumber}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-navy-800">
        <Badge tone={note.verdict === 'looksGood' ? 'success' : 'accent'}>{answerStatusLabels[note.verdict]}</Badge>
        <span>
          {note.lessonTitle} · {note.courseTitle} · {ukDayLabel(note.repliedAt)}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button {...buttonProps} className={buttonClasses('quiet', 'compact')}>
          {open ? 'Hide the reply' : 'Read the reply'}
        </button>
        <Link href={`/v1/lessons/${note.lessonId}#${actionAnchor}`} className={buttonClasses(note.verdict === 'anotherGo' ? 'primary' : 'quiet', 'compact')}>
          {note.verdict === 'anotherGo' ? 'Have another go' : 'Open the lesson'}
          <span className="sr-only">: lesson {note.lessonNumber}</span>
        </Link>
      </div>
      <div id={panelId} hidden={!open} className="mt-3 rounded-lg bg-navy-100 p-3">
        <p className="font-semibold text-navy-900">Your coach wrote:</p>
        <p className="mt-1 whitespace-pre-line">{note.reply ?? `${answerStatusLabels[note.verdict]}, with no words added.`}</p>
      </div>
    </li>
  )
}
