import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

/** The id at the end of /admin/reports/{kind}/{id}; any other shape of path is not a report (404). */
export const segmentId = (view: AdminViewServerProps): string => {
  const segments = [view.params?.segments ?? []].flat()
  if (segments.length !== 3 || !segments[2]) notFound()
  return String(segments[2])
}
