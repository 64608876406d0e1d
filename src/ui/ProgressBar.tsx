/** A labelled progress bar (0-100). */
export const ProgressBar = ({ value, label }: { value: number; label: string }) => (
  <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label} className="h-3 w-full overflow-hidden rounded-full bg-navy-100">
    <div className={`h-full rounded-full ${value === 100 ? 'bg-success-700' : 'bg-accent-600'}`} style={{ width: `${value}%` }} />
  </div>
)
