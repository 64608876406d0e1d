import { accessSync, constants } from 'node:fs'

/** The browser the tests drive (never a downloaded one): CHROMIUM_PATH, or Debian's Chromium. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** One line on what to install, or undefined when the browser is there and runs. */
export const missingChromiumMessage = (): string | undefined => {
  const path = chromiumPath()
  try {
    accessSync(path, constants.X_OK)
    return undefined
  } catch {
    return `[test] No Chromium at ${path}: install Debian's (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome, then run the tests again.`
  }
}
