import { spawn } from 'node:child_process'

import { childScriptArgs, type ChildScript } from '../compiledScripts'
import { BackupProblem } from './backupProblem'

const TRIES = 3

type Ended = { code: number | null; timedOut: boolean }

const runOnce = (script: ChildScript, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Ended> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childScriptArgs(script), ...args], { stdio: 'inherit', env })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, timedOut })
    })
  })

/**
 * Runs a script that loads the Payload config in a process of its own until `finished()` says its work is done. On
 * Node 20, a process loading modules through tsx's hooks (which answer from a worker thread) now and then ends while
 * loading them, with code 13 or silently with 0, or waits forever; seen here about one run in eight. So the exit code
 * is not trusted: `finished` looks at the result (a file written, migrations recorded), and the script is run again
 * when the process ended or hung without it. Such scripts must be safe to run again.
 */
export const runPayloadScript = async ({
  script,
  args,
  env,
  what,
  timeoutMs,
  finished,
}: {
  script: ChildScript
  args: string[]
  env: NodeJS.ProcessEnv
  /** What the script does, for messages: "Reading the app's upload collections". */
  what: string
  timeoutMs: number
  finished: () => Promise<boolean>
}): Promise<void> => {
  for (let tryNumber = 1; tryNumber <= TRIES; tryNumber += 1) {
    const { code, timedOut } = await runOnce(script, args, env, timeoutMs)
    if (code === 0 && (await finished())) return
    if (!timedOut && code !== 0 && code !== 13) throw new BackupProblem(`${what} failed (its message is above).`)
    console.warn(`[backup] ${what}: its process ${timedOut ? `hung for ${timeoutMs / 1000} s` : `ended with code ${code}`} before it finished; running it again.`)
  }
  throw new BackupProblem(`${what} did not finish in ${TRIES} tries.`)
}
