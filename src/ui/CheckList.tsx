type Props = { items: readonly { id?: string | null; text: string }[]; className: string; itemClassName?: string; tickClassName?: string }

/** A list whose items each start with a tick (decorative: hidden from screen readers). */
export const CheckList = ({ items, className, itemClassName = 'flex gap-3', tickClassName = 'font-bold text-accent-600' }: Props) => (
  <ul className={className}>
    {items.map((item) => (
      <li key={item.id ?? item.text} className={itemClassName}>
        <span aria-hidden="true" className={tickClassName}>
          ✓
        </span>
        <span>{item.text}</span>
      </li>
    ))}
  </ul>
)
