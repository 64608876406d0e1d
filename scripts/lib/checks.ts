import { spawn } from 'node:child_process'

import { bin } from './run'

/** npm test's static checks: the type check, lint and the unit tests. */
const checks = [
  { name: 'Typecheck', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'Lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { name: 'Unit tests', command: bin('vitest'), args: ['run', '--config', 'vitest.unit.config.ts'] },
]

/** Runs a command with its output held back, then prints it whole under its name (so side-by-side runs never interleave). */
const runHeld = (name: string, command: string, args: string[]): Promise<boolean> =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    const finish = (passed: boolean) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      process.stdout.write(`\n[checks] ${name}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s\n${Buffer.concat(output).toString()}\n`)
      resolve(passed)
    }
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)))
      finish(false)
    })
    child.on('exit', (code) => finish(code === 0))
  })

/**
 * The static checks, each in a process of its own and all side by side: while `next build` keeps mostly one core busy,
 * the type check and lint take the other. True when all pass.
 */
export const runStaticChecks = async (): Promise<boolean> => {
  const results = await Promise.all(checks.map(({ name, command, args }) => runHeld(name, command, args)))
  return results.every(Boolean)
}
