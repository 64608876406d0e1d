/**
 * Housekeeping: the job that deletes what has served its purpose.
 */
export { removeExpiredRecords } from './removeExpiredRecords'
