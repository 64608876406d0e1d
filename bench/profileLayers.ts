/**
 * Where a hot call's time goes, per layer: the server's busy time while serving (idle, GC and start-up left out), each
 * sample given to the layer that owns it. Node's own frames (sockets, streams, the HTTP parser, a native write) belong
 * to the nearest caller that is not Node's: a socket write under pg is the database driver's, a stream under Next is
 * Next's. Async functions resume under the microtask queue, so a sample is owned by the code that runs, not by the
 * request that awaits it; that is why this counts owners rather than time under a caller. `--top` lists the functions
 * with the most self time inside each layer.
 *
 *   CPU_PROF_DIR=bench/results/profiles/progress ONLY=progress npm run bench
 *   npx tsx bench/profileLayers.ts bench/results/profiles/progress/<file>.cpuprofile [--top]
 */
import { readFileSync } from 'node:fs'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Payload's functions as they appear in the app's server chunks (Payload is bundled there, beside our code). */
const payloadFunctions =
  /^(createPayloadRequest|handleEndpoints|executeAuthStrategies|getDataLoader|initI18n|getRequestLanguage|parseCookies|headersWithCors|mergeHeaders|formatAdminURL|sanitizeLocales|getPayload|routeError|JWTAuthentication|APIKeyAuthentication|extractJWT|getFieldsToSign|REST_\w+)$/

/** The layer that owns a frame, or null for Node's own and native frames (their caller owns them). */
const ownerOf = ({ functionName, url }: CallFrame): string | null => {
  if (!url || url.startsWith('node:')) return null
  if (/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-\w+)\//.test(url)) return 'database driver (pg)'
  if (/node_modules\/drizzle-orm\//.test(url)) return 'query builder (drizzle)'
  if (/node_modules\/(pino|pino-\w+|sonic-boom|thread-stream)\//.test(url) || url.includes('/logging/')) return 'log lines (pino, the access line)'
  if (/node_modules\/next\//.test(url)) return 'Next.js (routing, the route module, web streams)'
  if (/node_modules\/(payload|@payloadcms)\//.test(url) || payloadFunctions.test(functionName)) return "Payload (request set-up, auth strategies, dispatch)"
  if (/node_modules\/(jose)\//.test(url) || /^(jwtVerify|flattenedVerify|compactVerify|verify)$/.test(functionName)) return 'our session check (jose, the session token)'
  if (/node_modules\/(zod)\//.test(url)) return 'our validation (zod)'
  if (/node_modules\/(@opentelemetry|@sentry)\//.test(url)) return 'telemetry'
  if (url.endsWith('/server.ts') || url.includes('/src/')) return 'our server (server.ts and what it loads)'
  if (/\.next[^/]*\/server\//.test(url)) return 'our endpoints and rules (the app bundle)'
  const modulePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  return modulePath ? `other packages (${modulePath[1]})` : 'other'
}

const file = process.argv[2]
if (!file) throw new Error('Usage: tsx bench/profileLayers.ts <file.cpuprofile> [--top]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const nodesById = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)

const notBusy = new Set(['(idle)', '(program)', '(garbage collector)', '(root)'])
const startUp = (frame: CallFrame) => /^(wrapSafe|compileSourceTextModule|transformSync|compileFunction)$/.test(frame.functionName) || frame.url.includes('/tsx/dist/')

/** A sample's owner, or null for start-up work (loading and compiling modules). */
const ownerOfSample = (id: number): string | null => {
  let owner: string | null = null
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = nodesById.get(at)!.callFrame
    if (startUp(frame)) return null
    owner ??= ownerOf(frame)
  }
  return owner ?? "Node's HTTP server and sockets (no caller of ours)"
}

const owners = new Map<number, string | null>()
const byLayer = new Map<string, number>()
const byFunction = new Map<string, Map<string, number>>()
let servingMicros = 0
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index] ?? 0
  const leaf = nodesById.get(id)!.callFrame
  if (notBusy.has(leaf.functionName)) return
  if (!owners.has(id)) owners.set(id, ownerOfSample(id))
  const owner = owners.get(id)
  if (!owner) return
  servingMicros += micros
  byLayer.set(owner, (byLayer.get(owner) ?? 0) + micros)
  const functions = byFunction.get(owner) ?? new Map<string, number>()
  const name = `${leaf.functionName || '(anonymous)'} ${leaf.url.replace(/^.*(node_modules|\.next[^/]*)\//, '')}:${leaf.lineNumber + 1}`
  functions.set(name, (functions.get(name) ?? 0) + micros)
  byFunction.set(owner, functions)
})

const ms = (micros: number) => Math.round(micros / 1000)
const share = (micros: number) => `${((100 * micros) / servingMicros).toFixed(1)}%`
const sorted = <K>(totals: Map<K, number>) => [...totals.entries()].sort((a, b) => b[1] - a[1])
console.info(`Profile ${file}: ${ms(servingMicros)} ms busy serving (idle, GC and start-up left out)`)
console.table(sorted(byLayer).map(([layer, micros]) => ({ layer, ms: ms(micros), share: share(micros) })))
if (process.argv.includes('--top')) {
  for (const [layer] of sorted(byLayer).slice(0, 6)) {
    console.info(layer)
    console.table(sorted(byFunction.get(layer)!).slice(0, 8).map(([name, micros]) => ({ name: name.slice(0, 110), ms: ms(micros), share: share(micros) })))
  }
}
