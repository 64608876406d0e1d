import { createInterface } from 'node:readline'

type Ask = (question: string, options?: { secret?: boolean }) => Promise<string>

/** Asks at a terminal, typing hidden for secrets. */
const askTerminal: Ask = (question, { secret = false } = {}) =>
  new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (text: string) => void }
    const write = output._writeToOutput.bind(rl)
    if (secret) output._writeToOutput = (text) => write(text.startsWith(question) ? question : text.replace(/[^\r\n]/g, ''))
    rl.question(question, (answer) => {
      rl.close()
      if (secret) process.stdout.write('\n')
      resolve(answer)
    })
  })

/** Without a terminal (a pipe, a test), answers are the lines of stdin, one per question, in order. */
const askPipe = (): Ask => {
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
  return async () => {
    const next = await lines.next()
    return next.done ? '' : next.value
  }
}

export const answerReader = (): Ask => (process.stdin.isTTY ? askTerminal : askPipe())
