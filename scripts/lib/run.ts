import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, createWriteStream, openSync } from 'node:fs'

/** A command that exited other than with 0; `exitCode` is null when a signal ended it. */
export class CommandFailed extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    signal: NodeJS.Signals | null,
  ) {
    super(`${command} exited with ${signal ?? exitCode}`)
  }
}

/** Runs a command with inherited output; resolves when it exits 0, rejects with `CommandFailed` otherwise. */
export const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new CommandFailed(`${command} ${args.join(' ')}`, code, signal))))
  })

/**
 * Node's flags for a TypeScript entry point that loads the Payload config outside Next (migrations, seed, staff:create).
 * The SQL modules start with `import 'server-only'`, which only the `react-server` condition lets load: Next's
 * server bundles set it, and these scripts are server code too.
 */
export const outsideNextNodeOptions = '--no-deprecation --conditions=react-server'
export const outsideNextFlags = [...outsideNextNodeOptions.split(' '), '--import', 'tsx']

/** The local binary of a dependency, e.g. `bin('next')`. */
export const bin = (name: string): string => `node_modules/.bin/${name}`

/** Where a long-running command's output goes besides the terminal: `copyOutputTo` a file; `echo: false` only there. */
export type OutputOptions = { copyOutputTo?: string; echo?: boolean }

/**
 * Starts a long-running command; the returned promise settles when it exits. With `copyOutputTo`, what it prints is
 * also appended to that file (the test stack's server log, which tests read by request id). With `echo: false` the
 * command writes straight into the file and not through this process: a bench's load generator runs here, and
 * relaying the server's access lines would take its time from the cores the server under test is measured on.
 */
export const startProcess = (command: string, args: string[], env: NodeJS.ProcessEnv, { copyOutputTo, echo = true }: OutputOptions = {}): { child: ChildProcess; exited: Promise<number> } => {
  const child = copyOutputTo ? (echo ? spawnEchoedToFile(command, args, env, copyOutputTo) : spawnIntoFile(command, args, env, copyOutputTo)) : spawn(command, args, { stdio: 'inherit', env })
  const exited = new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
  return { child, exited }
}

const spawnEchoedToFile = (command: string, args: string[], env: NodeJS.ProcessEnv, file: string): ChildProcess => {
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env })
  const copy = createWriteStream(file, { flags: 'a' })
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    copy.write(chunk)
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    copy.write(chunk)
  })
  child.once('exit', () => copy.end())
  return child
}

const spawnIntoFile = (command: string, args: string[], env: NodeJS.ProcessEnv, file: string): ChildProcess => {
  const descriptor = openSync(file, 'a')
  try {
    return spawn(command, args, { stdio: ['inherit', descriptor, descriptor], env })
  } finally {
    closeSync(descriptor)
  }
}

/** The production server (server.ts) as a child process; with `CPU_PROF_DIR` set it writes a CPU profile there on exit. */
export const startAppServer = (env: NodeJS.ProcessEnv, options: OutputOptions = {}) => {
  const profiling = env.CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.CPU_PROF_DIR}`] : []
  return startProcess(process.execPath, ['--no-deprecation', ...profiling, '--import', 'tsx', 'server.ts'], { ...env, NODE_ENV: 'production' }, options)
}

/** Forwards Ctrl-C and SIGTERM to `app`, waits for it to exit, runs `cleanUp`, then exits with its code. */
export const runUntilExit = async (app: ReturnType<typeof startProcess>, cleanUp: () => Promise<void>): Promise<never> => {
  const forward = (signal: NodeJS.Signals) => app.child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  const code = await app.exited
  await cleanUp()
  process.exit(code)
}
