/** Multi-line text from the CMS as paragraphs: one per line, blank lines skipped. */
export const Paragraphs = ({ text, className = '' }: { text: string; className?: string }) =>
  text
    .split('\n')
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => (
      <p key={paragraph} className={className}>
        {paragraph}
      </p>
    ))
