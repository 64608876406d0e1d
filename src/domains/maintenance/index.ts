export { maintenanceQueue, removeExpiredRecords } from './removeExpiredRecords'
