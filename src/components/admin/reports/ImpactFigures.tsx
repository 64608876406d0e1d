import type { ImpactReport } from '@/domains/impact'
import { changeLabel, countLabel, smallGroupLabel } from '@/lib/rules/impactFigures'
import { comparedQuestions, confidenceQuestions } from '@/lib/rules/impactChecks'
import { comparisons, intervalLabel, meanLabel, questionLabels, type GroupChanges } from '@/lib/rules/impactReport'

import { BarChart } from './BarChart'
import { ScrollTable } from './ScrollTable'

const shortLabels: Record<string, string> = {
  professionalism: 'Professional, without extra admin',
  comparingTools: 'Comparing tools',
  rollingOut: 'Rolling out without pushback',
  improving: 'Improving step by step',
  newWays: 'Trying new ways',
  adminHours: 'Admin hours a week',
  softwareSpend: 'Software £ a month',
}

/** The mean change per question for one group, as a table; a sentence instead when the group is too small to show. */
const ChangeTable = ({ id, caption, changes }: { id: string; caption: string; changes: GroupChanges }) =>
  changes.suppressed ? (
    <p>
      {caption}: {changes.count === 0 ? 'nobody has answered both times yet' : `${smallGroupLabel} learners answered both times, so the figures are not shown`}.
    </p>
  ) : (
    <ScrollTable labelledBy={id} caption={`${caption} (${changes.count} learners)`} columns={['Question', 'Learners', 'At the start', 'Later', 'Change', '95 % interval']}>
      <tbody>
        {changes.questions.map((question) => (
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

/**
 * A course's impact figures: the counts, the change from the start to the end and to 90 days on (a chart of the
 * confidence at the start and later, the numbers in a table beside it), and the same split by team size, nation,
 * region and trade, where a group of fewer than 5 shows "fewer than 5" and nothing else.
 */
export const ImpactFigures = ({ report }: { report: ImpactReport }) => {
  const { counts } = report
  return (
    <>
      <section aria-labelledby="impact-counts-heading">
        <h2 id="impact-counts-heading">Who answered</h2>
        <dl className="staff-report__figures">
          {[
            ['Answered at the start', counts.baseline],
            ['Also at the end of the course', counts.end],
            ['Also 90 days after', counts.followUp],
            ['Businesses', counts.businesses],
            ['Completions (certificates issued)', counts.completions],
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

      {comparisons.map((comparison) => {
        const overall = report.overall[comparison.name]
        const confidenceBars = overall.suppressed
          ? []
          : overall.questions
              .filter((question) => confidenceQuestions.some((each) => each.name === question.question))
              .flatMap((question) => [
                { label: `${shortLabels[question.question]}: start`, value: Number(meanLabel(question.before)) },
                { label: `${shortLabels[question.question]}: later`, value: Number(meanLabel(question.after)) },
              ])
        return (
          <section key={comparison.name} aria-labelledby={`impact-${comparison.name}-heading`}>
            <h2 id={`impact-${comparison.name}-heading`}>{comparison.label}</h2>
            {confidenceBars.length ? (
              <BarChart
                id={`impact-${comparison.name}-chart`}
                title="Average confidence (1 to 5) at the start and later"
                description={confidenceBars.map((bar) => `${bar.label}: ${bar.value}`).join('; ')}
                bars={confidenceBars}
              />
            ) : null}
            <ChangeTable id={`impact-${comparison.name}-caption`} caption="All learners who answered both times" changes={overall} />
            {report.segments.map((segment) => (
              <ScrollTable
                key={segment.dimension}
                labelledBy={`impact-${comparison.name}-${segment.dimension}`}
                caption={`Mean change by ${segment.label.toLowerCase()}`}
                columns={[segment.label, 'Learners', ...comparedQuestions.map((question) => shortLabels[question])]}
              >
                <tbody>
                  {segment.groups.map(({ group, ...changes }) => {
                    const figures = changes[comparison.name]
                    return (
                      <tr key={group}>
                        <th scope="row">{group}</th>
                        <td>{figures.suppressed ? smallGroupLabel : figures.count}</td>
                        {figures.questions.map((question) => (
                          <td key={question.question}>{figures.suppressed || !question.change ? '' : changeLabel(question.change.mean)}</td>
                        ))}
                      </tr>
                    )
                  })}
                </tbody>
              </ScrollTable>
            ))}
          </section>
        )
      })}
    </>
  )
}
