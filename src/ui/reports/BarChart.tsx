type Bar = { label: string; value: number }

const rowHeight = 28
const labelWidth = 300
const barArea = 300
const valueWidth = 60
const width = labelWidth + barArea + valueWidth

/** Labels longer than this are cut short in the chart (the table beside it has them whole). */
const maxLabel = 34
const shorten = (label: string) => (label.length > maxLabel ? `${label.slice(0, maxLabel - 1)}…` : label)

/**
 * A small horizontal bar chart drawn on the server as plain SVG: one row per bar, its label on the left and its value
 * at the end. It is one image to assistive technology, named by its title and described by `description` (which should say the numbers); the same
 * numbers are in a table beside it. Colours come from the admin theme (dark bars on light, light on dark).
 */
export const BarChart = ({ id, title, description, bars }: { id: string; title: string; description: string; bars: Bar[] }) => {
  const largest = Math.max(1, ...bars.map((bar) => bar.value))
  const height = bars.length * rowHeight + 8
  return (
    <figure className="staff-report__chart">
      <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width }}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {bars.map((bar, index) => {
          const y = index * rowHeight + 4
          const barWidth = Math.round((bar.value / largest) * barArea)
          return (
            <g key={`${index}-${bar.label}`}>
              <text className="staff-report__chart-label" x={labelWidth - 8} y={y + rowHeight / 2} dominantBaseline="middle" textAnchor="end">
                {shorten(bar.label)}
              </text>
              <rect className="staff-report__chart-bar" x={labelWidth} y={y + 3} width={Math.max(barWidth, 1)} height={rowHeight - 6} rx={2} />
              <text className="staff-report__chart-label" x={labelWidth + barWidth + 6} y={y + rowHeight / 2} dominantBaseline="middle">
                {bar.value}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
