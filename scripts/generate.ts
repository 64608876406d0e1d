/**
 * `npm run generate`: rewrites the files Payload derives from payload.config.ts: src/payload-types.ts, the admin import
 * map src/app/(payload)/admin/importMap.js and the Drizzle schema src/payload-generated-schema.ts. Commit what changes:
 * tests/int/generated-files fails while any differs from what the generators write.
 */
import { generatePayloadFiles } from './lib/generate'

generatePayloadFiles(process.cwd())
