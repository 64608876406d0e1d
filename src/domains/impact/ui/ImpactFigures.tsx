import { comparedQuestions, confidenceQuestions } from '@/lib/rules/impactChecks'
import { behaviourMeasures } from '@/lib/rules/impactBehaviour'
import { changeLabel, countLabel } from '@/lib/rules/impactFigures'
import {
  comparisonNote,
  comparisons,
  hiddenGroupLabels,
  hiddenGroupNotes,
  intervalLabel,
  meanLabel,
  questionLabels,
  shortQuestionLabels,
  smallCohortNote,
  withheldSplitNote,
  type QuestionChange,
  type SplitFigures,
} from '@/lib/rules/impactReport'
import { noQuotesNote, quotesHeading } from '@/lib/rules/impactQuotes'
import { BarChart } from '@/ui/reports/BarChart'
import { ScrollTable } from '@/ui/reports/ScrollTable'

import type { ImpactReport } from '../impactReport'

/** The mean change per question for all who answered both times, as a table. */
const ChangeTable = ({ id, caption, count, questions }: { id: string; caption: string; count: number; questions: QuestionChange[] }) => (
  <ScrollTable labelledBy={id} caption={`${caption} (${count} learners)`} columns={['Question', 'Learners', 'At the start', 'Later', 'Change', '95 % interval']}>
    <tbody>
      {questions.map((question) => (
        <tr key={question.question}>
          <th scope="row">{questionLabels[question.question]}</th>
          <td>{question.change?.count ?? 0}</td>
          <td>{meanLabel(question.before)}</td>
          <td>{meanLabel(question.after)}</td>
          <td>{question.change ? changeLabel(question.change.mean) : '–'}</td>
          <td>{intervalLabel(question.change)}</td>
        </tr>
      ))}
    </tbody>
  </ScrollTable>
)

/** One split's mean change per group; a hidden group shows why in place of its count, a withheld split a sentence. */
const SplitTable = ({ id, split }: { id: string; split: SplitFigures }) => {
  const caption = `Mean change by ${split.label.toLowerCase()}`
  if (split.withheld)
    return (
      <p id={id}>
        {caption}: {withheldSplitNote}
      </p>
    )
  return (
    <>
      <ScrollTable labelledBy={id} caption={caption} columns={[split.label, 'Learners', ...comparedQuestions.map((question) => shortQuestionLabels[question])]}>
        <tbody>
          {split.groups.map((group) => (
            <tr key={group.group}>
              <th scope="row">{group.group}</th>
              <td>{group.hidden ? hiddenGroupLabels[group.hidden] : group.count}</td>
              {comparedQuestions.map((name) => {
                const change = group.questions.find((question) => question.question === name)?.change
                return <td key={name}>{change ? changeLabel(change.mean) : ''}</td>
              })}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {split.groups.some((group) => group.hidden === 'alongside') && (
        <p>{hiddenGroupNotes.alongside}</p>
      )}
    </>
  )
}

/**
 * A course's impact figures: the counts, the change from the start to the end and to 90 days on (a chart of the
 * confidence at the start and later, the numbers in a table beside it), and the same split by team size, nation,
 * region and trade, showing only what `reportFigures` lets through: a hidden group says why, and nothing else.
 */
export const ImpactFigures = ({ report }: { report: ImpactReport }) => {
  const { counts } = report
  const cohortNote = smallCohortNote(counts.baseline)
  return (
    <>
      <section aria-labelledby="impact-counts-heading">
        <h2 id="impact-counts-heading">Who answered</h2>
        {cohortNote && <p>{cohortNote}</p>}
        <dl className="staff-report__figures">
          {[
            ['Answered at the start', counts.baseline],
            ['Also at the end of the course', counts.end],
            ['Also 90 days after', counts.followUp],
            ['Businesses', counts.businesses],
            ['Completions (certificates issued)', counts.completions],
            ['Lessons watched through in the player', counts.lessonsWatched],
            ['Lessons marked complete', counts.lessonsMarked],
            ['Calls joined from the site', counts.callsJoined],
            ['Mentoring calls attended', counts.mentoringAttended],
          ].map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{countLabel(Number(value))}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="impact-behaviour-heading">
        <h2 id="impact-behaviour-heading">What learners did</h2>
        <p>The learners who enrolled on the course in this period, up to its end.</p>
        <dl className="staff-report__figures">
          {behaviourMeasures(report.behaviour).map((measure) => (
            <div key={measure.label}>
              <dt>{measure.label}</dt>
              <dd>{measure.printed}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="impact-quotes-heading">
        <h2 id="impact-quotes-heading">{quotesHeading}</h2>
        {report.quotes.length === 0 ? (
          <p>{noQuotesNote}</p>
        ) : (
          <ul className="staff-report__quotes">
            {report.quotes.map((quote, index) => (
              <li key={index}>
                <blockquote>{quote.words}</blockquote>
                <p>{quote.from}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {comparisons.map((comparison) => {
        const figures = report.comparisons[comparison.name]
        const note = comparisonNote(figures)
        const confidenceBars = figures.questions
          .filter((question) => confidenceQuestions.some((each) => each.name === question.question))
          .flatMap((question) => [
            { label: `${shortQuestionLabels[question.question]}: start`, value: Number(meanLabel(question.before)) },
            { label: `${shortQuestionLabels[question.question]}: later`, value: Number(meanLabel(question.after)) },
          ])
        return (
          <section key={comparison.name} aria-labelledby={`impact-${comparison.name}-heading`}>
            <h2 id={`impact-${comparison.name}-heading`}>{comparison.label}</h2>
            {note ? (
              <p>{note}</p>
            ) : (
              <>
                <BarChart
                  id={`impact-${comparison.name}-chart`}
                  title="Average confidence (1 to 5) at the start and later"
                  description={confidenceBars.map((bar) => `${bar.label}: ${bar.value}`).join('; ')}
                  bars={confidenceBars}
                />
                <ChangeTable id={`impact-${comparison.name}-caption`} caption="All learners who answered both times" count={figures.count} questions={figures.questions} />
                {figures.splits.map((split) => (
                  <SplitTable key={split.dimension} id={`impact-${comparison.name}-${split.dimension}`} split={split} />
                ))}
              </>
            )}
          </section>
        )
      })}
    </>
  )
}
