/**
 * Where a CPU profile's time went: the functions with the most self time, and self time per package.
 *
 *   CPU_PROF_DIR=bench/results/profiles ONLY=landing npm run bench
 *   npx tsx bench/profileSummary.ts bench/results/profiles/<file>.cpuprofile
 */
import { readFileSync } from 'node:fs'

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const file = process.argv[2]
if (!file) throw new Error('Usage: tsx bench/profileSummary.ts <file.cpuprofile>')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const nodesById = new Map(profile.nodes.map((node) => [node.id, node]))
const selfMicros = new Map<number, number>()
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)))
const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0)

const packageOf = (url: string): string => {
  if (!url) return '(native or idle)'
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)(?!.*node_modules)/.exec(url)
  if (match) return url.includes('next/dist/compiled/') ? `next (compiled ${/compiled\/([^/]+)/.exec(url)?.[1]})` : match[1]
  return url.startsWith('node:') ? 'node core' : 'app'
}

const add = (totals: Map<string, number>, key: string, micros: number) => totals.set(key, (totals.get(key) ?? 0) + micros)
const byFunction = new Map<string, number>()
const byPackage = new Map<string, number>()
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber, columnNumber } = nodesById.get(id)!.callFrame
  add(byFunction, `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}:${columnNumber + 1}`, micros)
  add(byPackage, packageOf(url), micros)
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({ name: name.slice(0, 140), ms: Math.round(micros / 1000), share: `${((100 * micros) / total).toFixed(1)}%` }))

console.info(`Profile ${file}: ${Math.round(total / 1000)} ms sampled`)
console.table(top(byPackage, 15))
console.table(top(byFunction, 30))
