import type { Resource } from '../resources'

/** A file's kind and size in words, e.g. "PDF, 38 KB". */
const aboutFile = ({ filename, bytes }: Pick<Resource, 'filename' | 'bytes'>): string => {
  const kind = filename.split('.').pop()?.toUpperCase() ?? 'File'
  if (bytes === null) return kind
  return bytes < 1024 * 1024 ? `${kind}, ${Math.max(1, Math.round(bytes / 1024))} KB` : `${kind}, ${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** The downloads that go with a course or lesson (the workbook, a scoring sheet), each with its kind and size. */
export const Downloads = ({
  resources,
  headingId,
  heading = 'Downloads',
  level = 'h2',
}: {
  resources: readonly Resource[]
  headingId: string
  heading?: string
  /** The heading's level where the list sits (a lesson's part, or a course's in My workbook). */
  level?: 'h2' | 'h3'
}) => {
  if (resources.length === 0) return null
  const Heading = level
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <Heading id={headingId} className="text-xl font-bold text-navy-900">
        {heading}
      </Heading>
      <ul className="mt-2 space-y-1">
        {resources.map((resource) => (
          <li key={resource.id}>
            {/* A file download, not a page. */}
            <a href={resource.url} download className="inline-flex min-h-11 items-center font-semibold break-words text-navy-900 underline hover:text-navy-950">
              {resource.title}
            </a>{' '}
            <span className="text-navy-800">({aboutFile(resource)})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
