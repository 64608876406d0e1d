import nextEnv from '@next/env'

/** Loads .env files the way Next does, so `npm start` and the scripts around it see the same settings. */
export const loadDotEnv = (): void => {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error })
}
