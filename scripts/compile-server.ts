/**
 * `npm run build:server`: the production image's server, database step, admin commands and Next settings as plain
 * JavaScript (dist/), so a container starts with `node`, not through tsx compiling TypeScript at every start
 * (deploy/Dockerfile). esbuild bundles our own code; every npm package stays an import from node_modules.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

import { childScripts } from './lib/compiledScripts'

/**
 * `import 'next/cache'` works through tsx and bundlers, but Node's own ESM loader wants the file's name for a package
 * without an `exports` map (Next's): such a subpath import gets its `.js`.
 */
const subpathsWithExtension: Plugin = {
  name: 'subpaths-with-extension',
  setup(build) {
    build.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/[^.]+$/ }, ({ path: specifier }) => {
      const parts = specifier.split('/')
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
      const manifest = path.resolve('node_modules', name, 'package.json')
      if (!existsSync(manifest) || 'exports' in JSON.parse(readFileSync(manifest, 'utf8'))) return { path: specifier, external: true }
      const withExtension = `${specifier}.js`
      return { path: existsSync(path.resolve('node_modules', withExtension)) ? withExtension : specifier, external: true }
    })
  },
}

const started = Date.now()
await build({
  entryPoints: {
    server: 'server.ts',
    // Loaded by Next when REDIS_URL is set (next.config.ts, with SERVER_COMPILED=true as the image sets it).
    'shared-cache-handler': 'src/lib/server/cache/sharedCacheHandler.ts',
    // The admin commands, run inside the image with plain Node (README, "Running it for real"), and the scripts run in
    // processes of their own (scripts/lib/compiledScripts.ts): the database step (prepare-database) and the backups'.
    'create-staff': 'scripts/create-staff.ts',
    'db-backup': 'scripts/db-backup.ts',
    'db-restore': 'scripts/db-restore.ts',
    ...childScripts,
    // Next reads its settings when the server starts: compiled, they need no TypeScript compiler (@next/swc, 100+ MB)
    // in the image (scripts/assemble-runtime.ts puts this file at the runtime folder's root as next.config.js).
    'next.config': 'next.config.ts',
  },
  outdir: 'dist',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // The same path aliases as tsconfig.json.
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  plugins: [subpathsWithExtension],
})
console.info(`[build] dist/: the server, the database step, the cache handler, the admin commands and the settings in ${Date.now() - started} ms`)
