/** The download of what a report screen shows, as a CSV file for a spreadsheet. */
export const CsvLink = ({ href, children }: { href: string; children: string }) => (
  <p className="staff-report__csv">
    <a href={href} download>
      {children}
    </a>
  </p>
)
