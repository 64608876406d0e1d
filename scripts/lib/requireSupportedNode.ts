/**
 * Imported first by the entry points a newcomer runs (`npm start`, `npm run dev`): on a Node.js older than
 * package.json's `engines.node`, stop at once with a plain message rather than a confusing error further in.
 */
import { readFileSync } from 'node:fs'

import { isSupportedNode, tooOldNodeMessage } from './nodeVersion'

const range = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines?: { node?: string } }).engines?.node

if (range && !isSupportedNode(process.versions.node, range)) {
  console.error(tooOldNodeMessage(process.versions.node, range))
  process.exit(1)
}
