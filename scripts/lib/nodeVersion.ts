/** The Node.js versions package.json's `engines.node` allows, as a rule with no side effects (tests/unit/nodeVersion). */

type Version = [major: number, minor: number, patch: number]

const parse = (text: string): Version | null => {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text.trim())
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null
}

/** The lowest version a `>=x.y.z` range allows; null for any other form of range. */
export const minimumNode = (range: string): string | null => {
  const match = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())
  return match ? parse(match[1])!.join('.') : null
}

/** Whether `current` (process.versions.node) is at least the range's minimum; a range of another form never refuses. */
export const isSupportedNode = (current: string, range: string): boolean => {
  const minimum = minimumNode(range)
  const version = parse(current)
  if (!minimum || !version) return true
  const floor = parse(minimum)!
  for (let i = 0; i < 3; i++) if (version[i] !== floor[i]) return version[i] > floor[i]
  return true
}

export const tooOldNodeMessage = (current: string, range: string): string =>
  [
    `Solving Tech needs Node.js ${minimumNode(range) ?? range} or newer, and this is Node.js ${current.replace(/^v/, '')}.`,
    'Install the current LTS from https://nodejs.org (or run `nvm install --lts`), check it with `node --version`, then run this command again.',
  ].join('\n')
