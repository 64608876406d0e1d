/** The Node.js versions package.json's `engines.node` allows, as a rule with no side effects (tests/unit/nodeVersion). */
import semver from 'semver'

/** The lowest version the range allows ('20.19.0' for '>=20.19.0'); null for a range semver cannot read. */
export const minimumNode = (range: string): string | null => (semver.validRange(range) ? (semver.minVersion(range)?.version ?? null) : null)

/** Whether `current` (process.versions.node) is in the range; a range semver cannot read never refuses. */
export const isSupportedNode = (current: string, range: string): boolean => {
  const version = semver.coerce(current)
  return !semver.validRange(range) || !version || semver.satisfies(version, range)
}

export const tooOldNodeMessage = (current: string, range: string): string =>
  [
    `Solving Tech needs Node.js ${minimumNode(range) ?? range} or newer, and this is Node.js ${current.replace(/^v/, '')}.`,
    'Install the current LTS from https://nodejs.org (or run `nvm install --lts`), check it with `node --version`, then run this command again.',
  ].join('\n')
