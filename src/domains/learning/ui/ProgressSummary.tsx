import { ProgressBar } from '@/ui/ProgressBar'

/** A course's progress: the bar, then "X of Y lessons · P%". */
export const ProgressSummary = ({ courseTitle, completed, total, percentage }: { courseTitle: string; completed: number; total: number; percentage: number }) => (
  <div>
    <ProgressBar value={percentage} label={`${courseTitle}: ${percentage}% complete`} />
    <p className="mt-2 text-navy-800">
      {completed} of {total} lessons · {percentage}%
    </p>
  </div>
)
