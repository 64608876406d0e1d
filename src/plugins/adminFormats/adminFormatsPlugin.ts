import type { Plugin } from 'payload'

import { withAdminFormats, withAdminFormatsCollection } from './formatFields'

/**
 * Yes/No list cells for every checkbox and British dates for every date field, in every collection and global
 * (the other plugins' collections too, so it runs last). Payload's jobs collection is added after plugins run, so
 * payload.config.ts formats it itself.
 */
export const adminFormatsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withAdminFormatsCollection),
  globals: config.globals?.map((global) => ({ ...global, fields: withAdminFormats(global.fields) })),
})
