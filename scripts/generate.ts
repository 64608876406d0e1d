/**
 * `npm run generate`: rewrites the files Payload derives from payload.config.ts, src/payload-types.ts and the admin
 * import map src/app/(payload)/admin/importMap.js. Commit what changes: tests/int/generated-files fails while either
 * differs from what the generators write.
 */
import { generatePayloadFiles } from './lib/generate'

generatePayloadFiles(process.cwd())
