/**
 * Housekeeping: the job that deletes what has served its purpose.
 */
export { maintenanceQueue, removeExpiredRecords } from './removeExpiredRecords'
