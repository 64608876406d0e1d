/**
 * The queue of the hourly upkeep jobs (expired records, stranded mail), which several features schedule on: a name
 * of the job runner's, so it lives with the server toolkit and no feature has to import another for it.
 */
export const maintenanceQueue = 'maintenance'
