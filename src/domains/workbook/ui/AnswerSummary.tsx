import type { AnswerEntry } from '@/lib/validation/workbook'

import type { ActionPrompt } from '../actions'

/** A photo or voice note an answer names, with the address the viewer may fetch it from. */
export type AnswerFile = { id: string; kind: 'photo' | 'voice'; url: string; durationSeconds: number | null }

type Props = {
  prompts: readonly ActionPrompt[]
  answers: readonly AnswerEntry[]
  files: readonly AnswerFile[]
  /** Class names for the list and each part (the learner area's Tailwind, or the admin's own styles). */
  classes?: { list?: string; question?: string; answer?: string; photos?: string; photo?: string }
}

/** How answers look in the learner area (the admin passes its own class names). */
const learnerAreaClasses = {
  list: 'mt-3 space-y-3',
  question: 'font-semibold text-navy-950',
  answer: 'mt-1 break-words text-navy-900 [&_ul]:mt-1 [&_ul]:space-y-1',
  photos: 'mt-2 flex flex-wrap gap-2',
  photo: 'h-32 w-auto rounded-lg border border-navy-100 object-cover',
}

const answerOf = (answers: readonly AnswerEntry[], promptId: string) => answers.find((each) => each.promptId === promptId)

/**
 * What a learner answered, question by question, as words, ticks, photos and voice notes: read by the learner
 * (their sent rounds) and by a coach in the admin. A question left empty says so.
 */
export const AnswerSummary = ({ prompts, answers, files, classes = learnerAreaClasses }: Props) => (
  <dl className={classes.list}>
    {prompts.map((prompt) => {
      const answer = answerOf(answers, prompt.id)
      const attached = (answer?.fileIds ?? []).map((id) => files.find((file) => file.id === id)).filter((file) => file !== undefined)
      return (
        <div key={prompt.id}>
          <dt className={classes.question}>{prompt.question}</dt>
          <dd className={classes.answer}>
            {!answer ? <em>Not answered</em> : null}
            {answer?.text ? <span style={{ whiteSpace: 'pre-line' }}>{answer.text}</span> : null}
            {answer?.choice ? (answer.choice === 'yes' ? 'Yes' : 'No') : null}
            {answer?.ticked ? (
              <ul>
                {prompt.items.map((item) => (
                  <li key={item}>
                    {answer.ticked!.includes(item) ? '☑' : '☐'} {item}
                    <span className="sr-only">{answer.ticked!.includes(item) ? ' (done)' : ' (not done)'}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {attached.length > 0 ? (
              <span className={classes.photos}>
                {attached.map((file, index) =>
                  file.kind === 'photo' ? (
                    // Private photos of any size, fetched with the viewer's cookie: not for next/image's optimiser.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img key={file.id} src={file.url} alt={`Photo ${index + 1} for: ${prompt.question}`} className={classes.photo} loading="lazy" />
                  ) : (
                    <audio key={file.id} controls preload="none" src={file.url} aria-label={`Voice note for: ${prompt.question}`} />
                  ),
                )}
              </span>
            ) : null}
          </dd>
        </div>
      )
    })}
  </dl>
)
