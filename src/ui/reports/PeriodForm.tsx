import { reportPresets, type ReportPeriod } from '@/lib/rules/reportPeriod'

/**
 * The period a report covers: a preset one click away, or from/to dates in a plain GET form (no script needed).
 * `path` is the screen itself; `period` is what is shown now (null when the query could not be read); `counting` what
 * the period picks ("Enrolments made").
 */
export const PeriodForm = ({ path, period, counting = 'Enrolments made' }: { path: string; period: ReportPeriod | null; counting?: string }) => (
  <section className="staff-report__period" aria-labelledby="report-period-heading">
    <h2 id="report-period-heading">{period ? `${counting} ${period.phrase}` : 'Choose a period'}</h2>
    <ul className="staff-report__presets">
      {reportPresets.map((preset) => (
        <li key={preset.value}>
          <a href={`${path}?period=${preset.value}`} aria-current={period?.preset === preset.value ? 'page' : undefined}>
            {preset.label}
          </a>
        </li>
      ))}
    </ul>
    <form method="get" action={path} className="staff-report__dates">
      <label>
        From
        <input type="date" name="from" defaultValue={period?.fromDate} />
      </label>
      <label>
        To (included)
        <input type="date" name="to" defaultValue={period?.toDate} />
      </label>
      <button type="submit">Show these dates</button>
    </form>
  </section>
)
