import path from 'node:path'

import { setting } from '../envSchema'

/**
 * The folder local storage keeps an upload collection's files in: `name` under UPLOADS_DIR when it is set (a mounted
 * volume; each test stack's own folder), else `name` under the working directory, as Payload resolves a relative one.
 */
export const staticDir = (name: string): string => {
  const root = setting('UPLOADS_DIR')
  return root ? path.resolve(root, name) : name
}
