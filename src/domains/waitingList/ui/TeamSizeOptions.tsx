import { teamSizeOptions } from '@/lib/validation/teamSizes'

/** The team-size choices of a waiting-list entry (spec 5.1), after an empty "Select your team size". */
export const TeamSizeOptions = () => (
  <>
    <option value="">Select your team size</option>
    {teamSizeOptions.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </>
)
