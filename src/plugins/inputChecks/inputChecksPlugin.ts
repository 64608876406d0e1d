import type { Plugin } from 'payload'

import { withInputChecks } from './checkFields'
import { withUnknownFilesAnswered } from './unknownFiles'

/**
 * Every relationship, upload, select and text field of every collection and global refuses, with a message on the field,
 * what Postgres would refuse with an error: an id that is malformed or names nothing, an option that is not text, text
 * holding a NUL character or a list where one text belongs.
 * Staff and API clients get a 400 that says which field, never a 500. A file an upload collection does not have is a 404.
 */
export const inputChecksPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => withUnknownFilesAnswered({ ...collection, fields: withInputChecks(collection.fields) })),
  globals: config.globals?.map((global) => ({ ...global, fields: withInputChecks(global.fields) })),
})
