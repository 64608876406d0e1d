/**
 * `npm run bench:passwords`: how long a staff password check takes once its lists are loaded (the goal: under 50 ms,
 * so the admin's password form answers at once), against the first check, which loads them. Pure code: no server.
 */
import { staffPasswordProblem } from '../src/domains/staffAccounts/staffPassword'

const runs = Number(process.env.RUNS ?? 50)
const loadStarted = performance.now()
await staffPasswordProblem('warm the lists up first')
const firstMs = performance.now() - loadStarted

const started = performance.now()
for (let each = 0; each < runs; each++) await staffPasswordProblem(`tin roof marmalade ${each}`)
const perCheckMs = (performance.now() - started) / runs

console.info(`[bench:passwords] first check (loads the lists): ${firstMs.toFixed(0)} ms`)
console.info(`[bench:passwords] then, per check (${runs} checks): ${perCheckMs.toFixed(1)} ms (goal: under 50 ms; ${(perCheckMs / firstMs).toFixed(3)} of the first)`)
