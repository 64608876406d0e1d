/**
 * Settings every bench that writes progress runs the app with: the benches measure the completion's SQL path, so the
 * deliberate pause of "Mark as Complete" for lessons marked faster than they could be watched
 * (src/domains/learning/completionPace.ts) is off; tests/int/api/completion-record checks that pause.
 */
export const measuredWrites = { MARK_COMPLETE_MAX_PAUSE_SECONDS: '0' }

/**
 * The app as a web instance of the documented deployment (deploy/docker-compose.yml), whose queues run on a worker of
 * their own: no job runner in the measured process, and none of its statements in the bench's count of a call's.
 */
export const asWebInstance = { JOBS_AUTORUN: 'false' }
