/**
 * `npm run staff:create [email]`: creates a staff account on the app's database (the one `npm start` uses, or
 * DATABASE_URL), from the server itself. The email is the argument or asked for; the password is always asked for
 * (or read from stdin), never taken from the command line, where other users and the shell history could see it.
 * Works whether or not staff exist already: whoever can run commands on the server has the database anyway.
 */
import { prepareAppEnvironment } from './lib/appEnvironment'
import { prepareDatabase } from './lib/prepareDatabase'
import { answerReader } from './lib/readAnswers'
import { setting } from '../src/lib/server/envSchema'
import { isStaffPasswordLongEnough, staffPasswordTooShortMessage } from '../src/domains/staffAccounts/staffPassword'

const fail = (message: string): never => {
  console.error(`[staff:create] ${message}`)
  process.exit(1)
}

const ask = answerReader()
const email = (process.argv[2] ?? (await ask('Email of the new staff member: '))).trim()
if (!email) fail('An email address is needed: `npm run staff:create -- name@example.com`.')
const password = await ask('Password (at least 12 characters): ', { secret: true })
if (!isStaffPasswordLongEnough(password)) fail(staffPasswordTooShortMessage)
if (process.stdin.isTTY && (await ask('Password again: ', { secret: true })) !== password) fail('The passwords do not match.')
process.stdin.pause()

const { env, server } = await prepareAppEnvironment('solvingtech')
try {
  // In the image (SERVER_COMPILED) the release's migrate step has prepared the database, and the app's role may not
  // change its schema; elsewhere this prepares it as `npm start` would.
  if (!setting('SERVER_COMPILED')) await prepareDatabase(env)
  // The config reads the environment when it is first imported.
  Object.assign(process.env, { DATABASE_URL: env.DATABASE_URL, PAYLOAD_SECRET: env.PAYLOAD_SECRET })
  const { createStaffAccount } = await import('./lib/createStaffAccount')
  await createStaffAccount(email, password)
  console.info(`[staff:create] Created the staff account ${email.toLowerCase()}. Sign in at /admin.`)
} catch (error) {
  console.error(`[staff:create] ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await server.stop()
}
process.exit()
