/** A list of plain lines of text. */
export const TextList = ({ items, className }: { items: readonly string[]; className: string }) => (
  <ul className={className}>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
)
