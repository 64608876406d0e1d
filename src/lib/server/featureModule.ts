import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { CollectionConfig, Config, Endpoint, Payload, PayloadRequest, TaskConfig } from 'payload'

import type { MailKind } from '@/lib/rules/mailKinds'
import type { PushKind } from '@/lib/rules/phoneNotifications'

import type { SqlExecutor } from './db/inTransaction'
import { inDatabaseOrder } from './jobQueues'

/** Whose data a section or an account closing is about. */
export type DataSubject = { id: string; email: string }

/**
 * One part of "everything we hold about you" (UK GDPR articles 15 and 20): what it is, its columns in the order the
 * CSV shows them, and the query of one learner's rows. `learnerOnly` parts are left out of staff's copy: the privacy
 * page promises staff only ever count them in groups.
 */
export type LearnerDataSection = { name: string; about: string; columns: readonly string[]; learnerOnly?: true; query: (learner: DataSubject) => SQL }

/**
 * A module's part of closing a learner's account, run in the closing's transaction (`db`, `req`): what names the
 * learner goes, what the programme's totals need stays. `standIn` is the address that replaces theirs.
 */
export type AccountClosing = (closing: { db: SqlExecutor; req: PayloadRequest; learner: DataSubject; standIn: string }) => Promise<void>

/**
 * A module's part of deleting a learner's account for good (staff, in the admin): its rows about the learner go, in
 * the deletion's transaction (`req`).
 */
export type AccountDeletion = (deleting: { req: PayloadRequest; learnerId: string }) => Promise<void>

/**
 * What one feature brings to the app (Payload's plugin idiom, as data): its collections, its endpoints, its background
 * tasks, the mails and phone notifications it composes (by kind; `Composer` and `PushComposer` are the mail and
 * notifications modules' types), its sections of a learner's data, and
 * its part of closing an account and of deleting one. payload.config.ts adds up the list of modules; nothing else lists every feature.
 */
export type FeatureModule<Composer = never, PushComposer = never> = {
  /** The module's folder under src/domains. */
  name: string
  collections?: CollectionConfig[]
  endpoints?: Endpoint[]
  tasks?: TaskConfig<any>[] // eslint-disable-line @typescript-eslint/no-explicit-any -- Payload's own type for a list of tasks
  mails?: Partial<Record<MailKind, Composer>>
  pushes?: Partial<Record<PushKind, PushComposer>>
  learnerData?: LearnerDataSection[]
  closeAccount?: AccountClosing
  deleteAccount?: AccountDeletion
}

/** The config's slot for the list, read back at run time by the modules that act on every other's part. */
const modulesKey = 'featureModules'

/** The parts of the config the modules make up, and the list itself for `modulesOf`. */
export const assembleModules = <Composer, PushComposer>(modules: FeatureModule<Composer, PushComposer>[]) => ({
  collections: modules.flatMap((feature) => feature.collections ?? []),
  endpoints: modules.flatMap((feature) => feature.endpoints ?? []),
  tasks: inDatabaseOrder(modules.flatMap((feature) => feature.tasks ?? [])),
  custom: { [modulesKey]: modules } satisfies Config['custom'],
})

/**
 * The list of modules the running app was configured with: how the mail module finds each kind's composer and the
 * personal-data module each section, without importing the features that import them.
 */
export const modulesOf = <Composer = never, PushComposer = never>(payload: Payload): FeatureModule<Composer, PushComposer>[] => {
  const modules = payload.config.custom?.[modulesKey] as FeatureModule<Composer, PushComposer>[] | undefined
  if (!modules) throw new Error('The config has no list of modules: build it with assembleModules (payload.config.ts).')
  return modules
}
