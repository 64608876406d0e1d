import type { Plugin } from 'payload'

import { withInputChecks } from './checkFields'

/**
 * Every relationship, upload and select field of every collection and global refuses, with a message on the field,
 * what Postgres would refuse with an error: an id that is malformed or names nothing, or an option that is not text.
 * Staff and API clients get a 400 that says which field, never a 500.
 */
export const inputChecksPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, fields: withInputChecks(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: withInputChecks(global.fields) })),
})
