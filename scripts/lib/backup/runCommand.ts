/**
 * Runs a command's body and exits: 0 when it finishes, 1 with one line on stderr when it fails. A backup command's
 * failures are for an operator, so they are told in words, never as a stack trace.
 */
export const runCommand = async (name: string, body: () => Promise<void>): Promise<never> => {
  try {
    await body()
    process.exit(0)
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
