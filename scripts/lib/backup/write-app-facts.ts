/**
 * Run by db:backup and db:restore in a process of its own (./appFacts.ts): writes to the file named on the command
 * line what only the app's code knows, as JSON: its upload collections and where their files live, and the names of
 * its migrations.
 */
import { writeFileSync } from 'node:fs'

import config from '../../../payload.config'
import { migrations } from '../../../src/migrations'
import { uploadFolders } from './uploadFolders'

const [file] = process.argv.slice(2)
writeFileSync(file, JSON.stringify({ uploads: uploadFolders(await config), migrations: migrations.map((migration) => migration.name) }))
process.exit(0)
