/**
 * The queue of the hourly upkeep jobs (expired records, stranded mail), which several features schedule on: a name
 * of the job runner's, so it lives with the server toolkit and no feature has to import another for it.
 */
export const maintenanceQueue = 'maintenance'

/**
 * The background tasks in the order of the database's enum of their slugs (`payload_jobs.task_slug`): Payload writes
 * the enum in the config's order, and Postgres cannot reorder an enum without rewriting the jobs tables, which the
 * migration check refuses. So the modules' order does not decide it: a task named here keeps its place, and any other
 * follows them in the modules' order (a new task goes at the end of the enum, and needs no line here).
 */
const taskSlugsInDatabaseOrder = [
  'removeExpiredRecords',
  'sendMail',
  'queueReminders',
  'queueCallReminders',
  'queueMentoringReminders',
  'queueImpactFollowUps',
  'queueStaffDigest',
  'requeueStrandedMail',
]

const placeInDatabase = (slug: string): number => {
  const place = taskSlugsInDatabaseOrder.indexOf(slug)
  return place === -1 ? taskSlugsInDatabaseOrder.length : place
}

/** The tasks in the order of the database's enum (a stable sort: the others keep their order, after these). */
export const inDatabaseOrder = <Task extends { slug: string }>(tasks: Task[]): Task[] =>
  [...tasks].sort((one, other) => placeInDatabase(one.slug) - placeInDatabase(other.slug))

/**
 * The runners an instance starts (payload.config.ts `jobs.autoRun`): all of them when it runs the queues
 * (JOBS_AUTORUN, on by default: `npm start`, a single instance), none on a web instance that leaves them to one worker
 * (deploy/docker-compose.yml's `worker`). Either way it still sends at once the mail it queues for someone waiting
 * (src/domains/mail/queueMail.ts runs that job itself), and queues the rest for the worker.
 */
export const runnersOf = <Runner>(runsJobs: boolean, runners: Runner[]): Runner[] => (runsJobs ? runners : [])
