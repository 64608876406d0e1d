/** What the test runner (scripts/test.ts) hands to Vitest and Playwright. */
export const testEnv = () => {
  const read = (name: string): string => {
    const value = process.env[name]
    if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\` (or npm run test:int / test:e2e).`)
    return value
  }
  return {
    baseUrl: read('TEST_BASE_URL'),
    databaseUrl: read('DATABASE_URL'),
    mailboxDir: read('TEST_MAILBOX_DIR'),
    pushService: read('TEST_PUSH_SERVICE'),
    pushDir: read('TEST_PUSH_DIR'),
    textDir: read('TEST_TEXT_DIR'),
    staffEmail: read('SEED_ADMIN_EMAIL'),
    staffPassword: read('SEED_ADMIN_PASSWORD'),
  }
}
