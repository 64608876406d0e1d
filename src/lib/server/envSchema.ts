/**
 * Every environment variable the app reads, with its rule, in one zod schema (README, "Configuration"). `npm start`,
 * the server and the database script check the whole environment once at start (`environmentProblems`), so a typo
 * such as TRUST_PROXY_HOPS=abc stops the start with one line naming the variable, instead of quietly meaning 0.
 * `setting(name)` reads one value by the same rule at the moment it is needed (tests and scripts change some).
 */
import { readFileSync } from 'node:fs'

import { z } from 'zod'

/** A blank value counts as unset, as it always has (an empty line in .env). */
const blankAsUnset = (raw: unknown) => (typeof raw === 'string' ? raw.trim() || undefined : raw)

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional())

const text = () => optional(z.string())

const wholeNumber = (fallback: number) =>
  optional(z.string().regex(/^\d+$/, { error: 'must be a whole number of 0 or more' }).transform(Number)).transform((value) => value ?? fallback)

const flag = () => optional(z.enum(['true', 'false'], { error: 'must be true or false' })).transform((value) => value === 'true')

/** A flag that is on unless set to false. */
const flagOn = () => optional(z.enum(['true', 'false'], { error: 'must be true or false' })).transform((value) => value !== 'false')

const address = (protocols: RegExp, example: string) =>
  optional(z.url({ protocol: protocols, error: `must be a URL such as ${example}` }))

export const minimumSecretLength = 32

/** Words the example files and habits put in place of a secret: a value holding one was copied, never chosen. */
const placeholderWords = ['change-me', 'changeme', 'change_me', 'replace-me', 'replaceme', 'example', 'placeholder', 'secret', 'password']

/**
 * Why PAYLOAD_SECRET may not sign a deployment's sessions, or null when it may. The first-staff setup code, every
 * session, the two-factor keys and signed links derive from it, so a short, copied or patterned value gives them away.
 */
export const payloadSecretProblem = (secret: string | undefined): string | null => {
  const howTo = 'set a long random value (e.g. `openssl rand -hex 32`), the same on every instance'
  if (!secret) return `is not set; a deployment (NODE_ENV=production) needs one: ${howTo}`
  if (secret.length < minimumSecretLength) {
    return `is ${secret.length} characters long; a deployment needs at least ${minimumSecretLength} random characters (e.g. \`openssl rand -hex 32\`)`
  }
  const lower = secret.toLowerCase()
  if (placeholderWords.some((word) => lower.includes(word))) return `is the example placeholder, from which anyone could compute the setup code and sign sessions: ${howTo}`
  if (new Set(secret).size < 8) return `repeats a few characters, so it is easy to guess: ${howTo}`
  return null
}

export const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' })),
  PORT: optional(z.string().regex(/^\d+$/, { error: 'must be a port number' }).transform(Number).pipe(z.number().max(65_535, { error: 'must be a port number' }))).transform(
    (port) => port ?? 3000,
  ),
  PUBLIC_URL: address(/^https?$/, 'https://solvingtech.example'),
  TRUST_PROXY_HOPS: wholeNumber(0),
  // Unset: kept when TRUST_PROXY_HOPS says a proxy stands in front (src/lib/server/env.ts, trustRequestId).
  TRUST_REQUEST_ID: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  DATABASE_URL: address(/^postgres(ql)?$/, 'postgres://user:password@host:5432/database'),
  ALLOW_EMBEDDED_DATABASE: flag(),
  EMBEDDED_POSTGRES_PORT: wholeNumber(54_329),
  PAYLOAD_SECRET: text(),
  // The keys that seal staff's two-factor secrets, comma-separated, newest first (src/domains/staffAccounts/twoFactor/keys.ts).
  TWO_FACTOR_KEYS: optional(
    z
      .string()
      .transform((list) => list.split(',').map((key) => key.trim()).filter(Boolean))
      .pipe(z.array(z.string().min(minimumSecretLength, { error: `must be a comma-separated list of keys of at least ${minimumSecretLength} random characters each (openssl rand -hex 32)` }))),
  ).transform((keys) => keys ?? []),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'], { error: 'must be json or pretty' })),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' })),
  SMTP_HOST: text(),
  SMTP_PORT: wholeNumber(587),
  SMTP_SECURE: flag(),
  SMTP_REQUIRE_TLS: flag(),
  SMTP_USER: text(),
  SMTP_PASS: z.string().optional(),
  EMAIL_FROM: text(),
  STAFF_EMAIL: optional(z.email({ error: 'must be an email address' })),
  LOAD_SAMPLE_CONTENT: flag(),
  SEED_ADMIN_EMAIL: text(),
  SEED_ADMIN_PASSWORD: text(),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(10_000),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(5_000),
  DATABASE_LOCK_TIMEOUT_MS: wholeNumber(0),
  DATABASE_POOL_MAX: wholeNumber(10),
  MIGRATION_STATEMENT_TIMEOUT_MS: wholeNumber(15 * 60_000),
  MIGRATION_LOCK_TIMEOUT_MS: wholeNumber(5_000),
  REDIS_URL: address(/^rediss?$/, 'redis://127.0.0.1:6379'),
  REDIS_KEY_PREFIX: text(),
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0),
  SHUTDOWN_GRACE_SECONDS: wholeNumber(10),
  KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(65),
  SERVER_COMPILED: flag(),
  S3_BUCKET: text(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_ENDPOINT: address(/^https?$/, 'https://s3.eu-west-2.amazonaws.com'),
  S3_REGION: text(),
  S3_FORCE_PATH_STYLE: flag(),
  RATE_LIMIT_MAX: wholeNumber(10),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(60),
  UPLOAD_RATE_LIMIT_MAX: wholeNumber(60),
  UPLOADS_DIR: text(),
  AUDIT_RETENTION_DAYS: wholeNumber(180),
  MAINTENANCE_CRON: text(),
  JOBS_AUTORUN: flagOn(),
  DIRECT_HOT_CALLS: flagOn(),
  MARK_COMPLETE_MAX_PAUSE_SECONDS: wholeNumber(15),
  STAFF_TWO_FACTOR_REQUIRED: flag(),
  LOGIN_MAX_ATTEMPTS: wholeNumber(5),
  LOGIN_LOCK_SECONDS: wholeNumber(600),
  LOGIN_DELAY_MS: wholeNumber(500),
  LOGIN_MAX_DELAY_MS: wholeNumber(8000),
  LOGIN_LOCK_ADDRESSES: wholeNumber(10),
  LOGIN_ADDRESS_MAX_FAILURES: wholeNumber(20),
  MAIL_SENDS_PER_MINUTE: wholeNumber(60),
  MAIL_RETRIES: wholeNumber(5),
  MAIL_RETRY_DELAY_SECONDS: wholeNumber(60),
  REMINDER_CRON: text(),
  CALL_REMINDER_CRON: text(),
  MENTOR_DAY_CRON: text(),
  DIGEST_CRON: text(),
  // Notifications on phones (Web Push): the server's VAPID key pair, base64url as `web-push generate-vapid-keys` writes it.
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a P-256 public key in base64url (87 characters), as web-push generate-vapid-keys writes it' })),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key in base64url (43 characters), as web-push generate-vapid-keys writes it' })),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, { error: 'must be a mailto: address or an https: URL where push services can reach you' })),
  PUSH_SERVICE_ORIGINS: optional(
    z
      .string()
      .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of origins such as http://127.0.0.1:4000' }))),
  ).transform((origins) => (origins ?? []).map((origin) => new URL(origin).origin)),
  // Text messages (off unless set): the provider, and its account. Twilio is the one adapter so far.
  TEXT_PROVIDER: optional(z.enum(['twilio'], { error: 'must be twilio (the one provider with an adapter), or unset for no text messages' })),
  TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-f]{32}$/, { error: 'must be a Twilio account SID: AC and 32 hex digits' })),
  TWILIO_AUTH_TOKEN: text(),
  TWILIO_FROM: optional(
    z.string().regex(/^(\+[1-9]\d{6,14}|[A-Za-z][A-Za-z0-9 ]{0,10}|MG[0-9a-f]{32})$/, {
      error: 'must be the sending number (+447…), an alphanumeric sender ID of up to 11 characters, or a Messaging Service SID (MG…)',
    }),
  ),
  TWILIO_API_URL: address(/^https?$/, 'https://api.twilio.com'),
  OTEL_EXPORTER_OTLP_ENDPOINT: address(/^https?$/, 'http://127.0.0.1:4318'),
  OTEL_SERVICE_NAME: text(),
  SENTRY_DSN: address(/^https?$/, 'https://key@o0.ingest.sentry.io/0'),
  SENTRY_ENVIRONMENT: text(),
  // An age recipient (public: backups only) or identity (backups and restores), as `age-keygen` writes them.
  BACKUP_ENCRYPTION_KEY: optional(
    z.string().regex(/^(age1[02-9ac-hj-np-z]{58}|AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58})$/, {
      error: 'must be an age recipient (age1…) or identity (AGE-SECRET-KEY-1…), as age-keygen makes them',
    }),
  ),
})
  // The one rule that depends on another variable: a deployment (NODE_ENV=production) needs a real PAYLOAD_SECRET.
  .superRefine((environment, context) => {
    if (environment.TEXT_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!environment[name]) context.addIssue({ code: 'custom', path: [name], message: 'must be set when TEXT_PROVIDER is twilio' })
      }
    }
    if (Boolean(environment.VAPID_PUBLIC_KEY) !== Boolean(environment.VAPID_PRIVATE_KEY)) {
      context.addIssue({ code: 'custom', path: [environment.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'must be set with its pair: set both VAPID keys, or neither' })
    }
    if (environment.NODE_ENV !== 'production') return
    const problem = payloadSecretProblem(environment.PAYLOAD_SECRET)
    if (problem) context.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: problem })
  })

type Environment = z.output<typeof environmentSchema>
export type SettingName = keyof Environment

/** One line per variable that breaks its rule, naming the value (never a secret's); empty when all is well. */
export const environmentProblems = (source: Record<string, string | undefined> = process.env): string[] => {
  const result = environmentSchema.safeParse(source)
  if (result.success) return []
  const secretNames = /SECRET|PASS|TOKEN|KEY_ID|ENCRYPTION_KEY|PRIVATE_KEY|TWO_FACTOR_KEYS|DSN|DATABASE_URL|REDIS_URL/
  return result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    const raw = source[name] ?? ''
    const shown = secretNames.test(name) ? '' : ` (got "${raw}")`
    return `${name} ${issue.message}${shown}`
  })
}

/** One variable's value by its rule; throws the same message `environmentProblems` gives. */
export const setting = <Name extends SettingName>(name: Name, source: Record<string, string | undefined> = process.env): Environment[Name] => {
  const result = environmentSchema.shape[name].safeParse(source[name])
  if (result.success) return result.data as Environment[Name]
  throw new Error(environmentProblems({ [name]: source[name] })[0] ?? `${name} is not valid`)
}

/**
 * The secrets that may come from a file instead: `PAYLOAD_SECRET_FILE=/run/secrets/payload_secret`, as Docker's and
 * Kubernetes's secrets are mounted, so a secret need not sit in the environment, where `docker inspect` and child
 * processes see it.
 */
export const secretsReadableFromFiles = [
  'PAYLOAD_SECRET',
  'TWO_FACTOR_KEYS',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_USER',
  'SMTP_PASS',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SENTRY_DSN',
  'TWILIO_AUTH_TOKEN',
  'VAPID_PRIVATE_KEY',
  'BACKUP_ENCRYPTION_KEY',
  'SEED_ADMIN_PASSWORD',
] as const satisfies readonly SettingName[]

/**
 * Fills each secret whose `NAME_FILE` is set from that file (its content without the final line break), into
 * `target` (the process's environment, so every reader of the setting sees it, and processes started from here
 * inherit it). One line per file it cannot use, never the secret: unreadable, or different from a NAME also set.
 */
export const readSecretFiles = (target: Record<string, string | undefined> = process.env): string[] => {
  const problems: string[] = []
  for (const name of secretsReadableFromFiles) {
    const file = target[`${name}_FILE`]?.trim()
    if (!file) continue
    let content: string
    try {
      content = readFileSync(file, 'utf8').replace(/\r?\n$/, '')
    } catch (error) {
      problems.push(`${name}_FILE names a file that cannot be read (${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`)
      continue
    }
    const given = target[name]?.trim()
    if (given && given !== content) problems.push(`${name} and ${name}_FILE are both set, to different values: set one of them`)
    else target[name] = content
  }
  return problems
}

/**
 * For an entry point's first line: reads the secrets given as files (`readSecretFiles`), then stops the process with
 * one line per problem before anything starts.
 */
export const exitOnEnvironmentProblems = (tag: string): void => {
  const problems = [...readSecretFiles(), ...environmentProblems()]
  if (problems.length === 0) return
  for (const problem of problems) console.error(`[${tag}] Not starting: ${problem}.`)
  console.error(`[${tag}] Fix the environment (or .env) and start again; README, "Configuration", lists every variable.`)
  process.exit(1)
}
