import type { Where } from 'payload'

/**
 * The courses of the programme, not the call recordings, as a Payload query for the admin's course pickers: the twin
 * of isRecordingsCourse (src/lib/rules/courseKinds.ts) and `programmeCourse` (src/domains/learning).
 */
export const programmeCourseWhere: Where = { or: [{ kind: { equals: 'programme' } }, { kind: { exists: false } }] }
