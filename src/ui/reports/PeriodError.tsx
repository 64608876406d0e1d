/** What a report shows instead of figures when its period cannot be read: the reason, in words, above the form. */
export const PeriodError = ({ message }: { message: string }) => (
  <div className="staff-report__error" role="alert">
    <h2>These dates could not be used</h2>
    <p>{message} Choose a period below.</p>
  </div>
)
