type Props = { title: string; text?: string | null; className: string; titleClassName?: string }

/** A list item card: a short h3 title and a line of text under it. */
export const TitledCard = ({ title, text, className, titleClassName = 'text-xl font-bold text-navy-900' }: Props) => (
  <li className={className}>
    <h3 className={titleClassName}>{title}</h3>
    <p className="mt-2 text-navy-800">{text}</p>
  </li>
)
