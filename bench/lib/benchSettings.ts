/**
 * Settings every bench that writes progress runs the app with: the benches measure the completion's SQL path, so the
 * deliberate pause of "Mark as Complete" for lessons marked faster than they could be watched
 * (src/domains/learning/completionPace.ts) is off; tests/int/api/completion-record checks that pause.
 */
export const measuredWrites = { MARK_COMPLETE_MAX_PAUSE_SECONDS: '0' }
