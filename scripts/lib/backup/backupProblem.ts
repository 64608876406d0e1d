/**
 * A failure the operator can act on (a missing or damaged backup, a refusal), told in one line without a stack trace.
 */
export class BackupProblem extends Error {}
