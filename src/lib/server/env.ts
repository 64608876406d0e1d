/**
 * The server's configuration, read once from the environment (CONTRACT.md, "Configuration").
 * Start-up scripts fill DATABASE_URL and PAYLOAD_SECRET before the app reads them.
 */
const readInt = (name: string, fallback: number): number => {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number.parseInt(raw, 10)
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a whole number of 0 or more (got "${raw}")`)
  }
  return value
}

const readOptional = (name: string): string | undefined => {
  const raw = process.env[name]?.trim()
  return raw ? raw : undefined
}

export const env = {
  get databaseUrl() {
    return readOptional('DATABASE_URL')
  },
  get payloadSecret() {
    return readOptional('PAYLOAD_SECRET')
  },
  get publicUrl() {
    return (readOptional('PUBLIC_URL') ?? `http://localhost:${readInt('PORT', 3000)}`).replace(/\/+$/, '')
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production'
  },
  get smtp() {
    const host = readOptional('SMTP_HOST')
    if (!host) return undefined
    const user = readOptional('SMTP_USER')
    return {
      host,
      port: readInt('SMTP_PORT', 587),
      secure: readOptional('SMTP_SECURE') === 'true',
      auth: user ? { user, pass: process.env.SMTP_PASS ?? '' } : undefined,
    }
  },
  get emailFrom() {
    return readOptional('EMAIL_FROM') ?? 'Solving Tech <no-reply@localhost>'
  },
  get staffEmail() {
    return readOptional('STAFF_EMAIL')
  },
  /**
   * May an empty database get the sample content? Always outside production; a deployment (the operator's
   * NODE_ENV=production) only with LOAD_SAMPLE_CONTENT=true, so the real site never shows made-up courses by accident.
   */
  get mayLoadSampleContent() {
    return !this.isProduction || readOptional('LOAD_SAMPLE_CONTENT') === 'true'
  },
  get seedAdmin() {
    const email = readOptional('SEED_ADMIN_EMAIL')
    const password = readOptional('SEED_ADMIN_PASSWORD')
    return email && password ? { email, password } : undefined
  },
  /** How long one SQL statement may run before Postgres cancels it (and the call answers 503), and how long to wait for a connection. */
  get databaseTimeouts() {
    return { statementMs: readInt('DATABASE_STATEMENT_TIMEOUT_MS', 10_000), connectMs: readInt('DATABASE_CONNECT_TIMEOUT_MS', 5_000) }
  },
  /**
   * How many connections one instance may open to Postgres. Payload's adapter keeps one of them checked out for good
   * (@payloadcms/db-postgres connect.js), so fewer than 2 would leave none for requests.
   */
  get databasePoolMax() {
    return Math.max(2, readInt('DATABASE_POOL_MAX', 10))
  },
  /**
   * The Redis that every instance shares its data cache and rendered pages through (src/lib/server/cache), or
   * undefined: each instance then keeps Next's own cache on its disk. Keys start with `keyPrefix`, so two deployments
   * or test runs can share one Redis.
   */
  get redis() {
    const url = readOptional('REDIS_URL')
    return url ? { url, keyPrefix: readOptional('REDIS_KEY_PREFIX') ?? 'solvingtech:' } : undefined
  },
  /** How long a shutdown (SIGTERM, SIGINT) waits for requests in flight before it cuts their connections. */
  get shutdownGraceSeconds() {
    return readInt('SHUTDOWN_GRACE_SECONDS', 10)
  },
  /**
   * S3-compatible object storage for uploads (src/plugins/storage), when S3_BUCKET is set; local disk otherwise.
   * Without S3_ACCESS_KEY_ID the SDK's own credential chain applies (an instance role, AWS_* variables).
   */
  get s3() {
    const bucket = readOptional('S3_BUCKET')
    if (!bucket) return undefined
    const accessKeyId = readOptional('S3_ACCESS_KEY_ID')
    return {
      bucket,
      endpoint: readOptional('S3_ENDPOINT'),
      region: readOptional('S3_REGION') ?? 'us-east-1',
      credentials: accessKeyId ? { accessKeyId, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '' } : undefined,
      forcePathStyle: readOptional('S3_FORCE_PATH_STYLE') === 'true',
    }
  },
  get rateLimit() {
    return { max: readInt('RATE_LIMIT_MAX', 10), windowSeconds: readInt('RATE_LIMIT_WINDOW_SECONDS', 60) }
  },
  /** How many days audit events are kept before the maintenance job deletes them. */
  get auditRetentionDays() {
    return readInt('AUDIT_RETENTION_DAYS', 180)
  },
  /** When the maintenance job (src/domains/maintenance) runs: a cron expression, optionally with seconds; hourly by default. */
  get maintenanceCron() {
    return readOptional('MAINTENANCE_CRON') ?? '0 * * * *'
  },
  /**
   * Failed password checks (sign-in, email and password changes), counted per account and per client address for
   * LOGIN_LOCK_SECONDS (src/domains/accounts/signInThrottle).
   */
  /** The longest "Mark as Complete" waits when a learner marks a course's lessons faster than they could be watched. */
  get markCompleteMaxPauseSeconds() {
    return readInt('MARK_COMPLETE_MAX_PAUSE_SECONDS', 15)
  },
  /** Must every staff account use two-factor sign-in? Without it, only the accounts that set it up do. */
  get staffTwoFactorRequired() {
    return readOptional('STAFF_TWO_FACTOR_REQUIRED') === 'true'
  },
  get loginLimit() {
    return {
      maxAttempts: readInt('LOGIN_MAX_ATTEMPTS', 5),
      lockSeconds: readInt('LOGIN_LOCK_SECONDS', 600),
      delayMs: readInt('LOGIN_DELAY_MS', 500),
      maxDelayMs: readInt('LOGIN_MAX_DELAY_MS', 8000),
      lockAddresses: readInt('LOGIN_LOCK_ADDRESSES', 10),
      addressMaxFailures: readInt('LOGIN_ADDRESS_MAX_FAILURES', 20),
    }
  },
  /**
   * The programme's own mail (src/domains/mail/jobs): how often each instance looks for mail to send (retries, and anything not
   * sent at once), how many times a failed send is tried again and the first wait (doubling each time), and when the
   * reminder sweep and the staff digest run. Cron expressions, optionally with seconds.
   */
  get mail() {
    return {
      queueCron: readOptional('MAIL_QUEUE_CRON') ?? '* * * * *',
      retries: readInt('MAIL_RETRIES', 5),
      retryDelaySeconds: readInt('MAIL_RETRY_DELAY_SECONDS', 60),
      reminderCron: readOptional('REMINDER_CRON') ?? '0 9 * * *',
      callReminderCron: readOptional('CALL_REMINDER_CRON') ?? '*/15 * * * *',
      digestCron: readOptional('DIGEST_CRON') ?? '0 8 * * 1',
    }
  },
}
