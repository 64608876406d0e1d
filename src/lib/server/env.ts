/**
 * The server's configuration from the environment (CONTRACT.md, "Configuration"), each variable by its rule in
 * ./envSchema. Start-up scripts fill DATABASE_URL and PAYLOAD_SECRET before the app reads them.
 */
import { setting } from './envSchema'

export const env = {
  get databaseUrl() {
    return setting('DATABASE_URL')
  },
  /** The keys that seal staff's two-factor secrets, newest first; empty: derived from PAYLOAD_SECRET. */
  get twoFactorKeys() {
    return setting('TWO_FACTOR_KEYS')
  },
  get payloadSecret() {
    return setting('PAYLOAD_SECRET')
  },
  get publicUrl() {
    return (setting('PUBLIC_URL') ?? `http://localhost:${setting('PORT')}`).replace(/\/+$/, '')
  },
  get port() {
    return setting('PORT')
  },
  /** How many proxies (load balancer, CDN) stand in front of the server and append to X-Forwarded-For. */
  get trustProxyHops() {
    return setting('TRUST_PROXY_HOPS')
  },
  /**
   * Whether an X-Request-Id sent with a request names it in the log: by default only behind a proxy
   * (TRUST_PROXY_HOPS > 0), whose own id it is; a client talking to the server directly could otherwise give its
   * requests the id of someone else's and muddle a log search.
   */
  get trustRequestId() {
    const chosen = setting('TRUST_REQUEST_ID')
    return chosen === undefined ? setting('TRUST_PROXY_HOPS') > 0 : chosen === 'true'
  },
  /**
   * How long an idle kept-alive connection stays open: above the load balancer's own idle timeout (60 s on AWS's and
   * Google's), so the balancer, not the server, closes it and never sends a request into a closing connection.
   */
  get keepAliveTimeoutSeconds() {
    return setting('KEEP_ALIVE_TIMEOUT_SECONDS')
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production'
  },
  get smtp() {
    const host = setting('SMTP_HOST')
    if (!host) return undefined
    const user = setting('SMTP_USER')
    return {
      host,
      port: setting('SMTP_PORT'),
      secure: setting('SMTP_SECURE'),
      // Refuse to send unless the server upgrades the connection with STARTTLS (nodemailer otherwise sends in clear).
      requireTLS: setting('SMTP_REQUIRE_TLS'),
      auth: user ? { user, pass: setting('SMTP_PASS') ?? '' } : undefined,
    }
  },
  get emailFrom() {
    return setting('EMAIL_FROM') ?? 'Solving Tech <no-reply@localhost>'
  },
  get staffEmail() {
    return setting('STAFF_EMAIL')
  },
  /**
   * May an empty database get the sample content? Always outside production; a deployment (the operator's
   * NODE_ENV=production) only with LOAD_SAMPLE_CONTENT=true, so the real site never shows made-up courses by accident.
   */
  get mayLoadSampleContent() {
    return !this.isProduction || setting('LOAD_SAMPLE_CONTENT')
  },
  get seedAdmin() {
    const email = setting('SEED_ADMIN_EMAIL')
    const password = setting('SEED_ADMIN_PASSWORD')
    return email && password ? { email, password } : undefined
  },
  /**
   * How long one SQL statement may run before Postgres cancels it (and the call answers 503), how long it may wait for
   * a lock (0: as long as its statement may run), and how long to wait for a connection.
   */
  get databaseTimeouts() {
    return {
      statementMs: setting('DATABASE_STATEMENT_TIMEOUT_MS'),
      lockMs: setting('DATABASE_LOCK_TIMEOUT_MS'),
      connectMs: setting('DATABASE_CONNECT_TIMEOUT_MS'),
    }
  },
  /**
   * Migrations' own limits (scripts/prepare-database.ts): a statement may run long (an index on a big table), but
   * waits at most lockMs for a table's lock, so a migration queued behind a long query fails and can be retried rather
   * than stalling every request queued behind it.
   */
  get migrationTimeouts() {
    return { statementMs: setting('MIGRATION_STATEMENT_TIMEOUT_MS'), lockMs: setting('MIGRATION_LOCK_TIMEOUT_MS') }
  },
  /**
   * How many connections one instance may open to Postgres. Payload's adapter keeps one of them checked out for good
   * (@payloadcms/db-postgres connect.js), so fewer than 2 would leave none for requests.
   */
  get databasePoolMax() {
    return Math.max(2, setting('DATABASE_POOL_MAX'))
  },
  /**
   * The Redis that every instance shares its data cache and rendered pages through (src/lib/server/cache), or
   * undefined: each instance then keeps Next's own cache on its disk. Keys start with `keyPrefix`, so two deployments
   * or test runs can share one Redis.
   */
  get redis() {
    const url = setting('REDIS_URL')
    return url ? { url, keyPrefix: setting('REDIS_KEY_PREFIX') ?? 'solvingtech:' } : undefined
  },
  /** How long a shutdown (SIGTERM, SIGINT) keeps answering, reported not ready, before it stops taking connections. */
  get shutdownDrainSeconds() {
    return setting('SHUTDOWN_DRAIN_SECONDS')
  },
  /** How long a shutdown (SIGTERM, SIGINT) waits for requests in flight before it cuts their connections. */
  get shutdownGraceSeconds() {
    return setting('SHUTDOWN_GRACE_SECONDS')
  },
  /**
   * S3-compatible object storage for uploads (src/plugins/storage), when S3_BUCKET is set; local disk otherwise.
   * Without S3_ACCESS_KEY_ID the SDK's own credential chain applies (an instance role, AWS_* variables).
   */
  get s3() {
    const bucket = setting('S3_BUCKET')
    if (!bucket) return undefined
    const accessKeyId = setting('S3_ACCESS_KEY_ID')
    return {
      bucket,
      endpoint: setting('S3_ENDPOINT'),
      region: setting('S3_REGION') ?? 'us-east-1',
      credentials: accessKeyId ? { accessKeyId, secretAccessKey: setting('S3_SECRET_ACCESS_KEY') ?? '' } : undefined,
      forcePathStyle: setting('S3_FORCE_PATH_STYLE'),
    }
  },
  get rateLimit() {
    return { max: setting('RATE_LIMIT_MAX'), windowSeconds: setting('RATE_LIMIT_WINDOW_SECONDS') }
  },
  /** Workbook photos and voice notes a learner may send an hour (src/lib/server/http/rateLimit.ts). */
  get uploadLimit() {
    return { perLearner: setting('UPLOAD_RATE_LIMIT_MAX'), windowSeconds: 3600 }
  },
  /** How many days audit events are kept before the maintenance job deletes them. */
  get auditRetentionDays() {
    return setting('AUDIT_RETENTION_DAYS')
  },
  /** When the maintenance job (src/domains/maintenance) runs: a cron expression, optionally with seconds; hourly by default. */
  get maintenanceCron() {
    return setting('MAINTENANCE_CRON') ?? '0 * * * *'
  },
  /**
   * Does this instance run the job queues (maintenance, the mail lanes, the scheduled sweeps)? On by default, so
   * `npm start` and a single instance run their own; a deployment with several web instances turns it off on them
   * (JOBS_AUTORUN=false) and runs it on one worker (deploy/docker-compose.yml). Either way an instance still starts
   * the mail a person is waiting for the moment it queues it (src/domains/mail/queueMail.ts).
   */
  get runsJobs() {
    return setting('JOBS_AUTORUN')
  },
  /**
   * Does server.ts answer the hot calls (a learner's progress, a lesson, its playback and completion) itself, ahead of
   * Next.js (src/lib/server/http/callsServedDirectly.ts)? On by default; false sends them through Next like every call.
   */
  get servesHotCallsDirectly() {
    return setting('DIRECT_HOT_CALLS')
  },
  /** The longest "Mark as Complete" waits when a learner marks a course's lessons faster than they could be watched. */
  get markCompleteMaxPauseSeconds() {
    return setting('MARK_COMPLETE_MAX_PAUSE_SECONDS')
  },
  /** Must every staff account use two-factor sign-in? Without it, only the accounts that set it up do. */
  get staffTwoFactorRequired() {
    return setting('STAFF_TWO_FACTOR_REQUIRED')
  },
  /**
   * Failed password checks (sign-in, email and password changes), counted per account and per client address for
   * LOGIN_LOCK_SECONDS (src/domains/accounts/signInThrottle).
   */
  get loginLimit() {
    return {
      maxAttempts: setting('LOGIN_MAX_ATTEMPTS'),
      lockSeconds: setting('LOGIN_LOCK_SECONDS'),
      delayMs: setting('LOGIN_DELAY_MS'),
      maxDelayMs: setting('LOGIN_MAX_DELAY_MS'),
      lockAddresses: setting('LOGIN_LOCK_ADDRESSES'),
      addressMaxFailures: setting('LOGIN_ADDRESS_MAX_FAILURES'),
    }
  },
  /**
   * The programme's own mail (src/domains/mail/jobs): how many mails each instance may send a minute (the provider's
   * limit, split between the lanes of src/lib/rules/sendLanes.ts), how many times a failed send is tried again and the first wait (doubling each time), and when the
   * reminder sweep and the staff digest run. Cron expressions, optionally with seconds.
   */
  get mail() {
    return {
      sendsPerMinute: setting('MAIL_SENDS_PER_MINUTE'),
      retries: setting('MAIL_RETRIES'),
      retryDelaySeconds: setting('MAIL_RETRY_DELAY_SECONDS'),
      reminderCron: setting('REMINDER_CRON') ?? '0 9 * * *',
      callReminderCron: setting('CALL_REMINDER_CRON') ?? '*/15 * * * *',
      mentorDayCron: setting('MENTOR_DAY_CRON') ?? '30 6 * * *',
      digestCron: setting('DIGEST_CRON') ?? '0 8 * * 1',
    }
  },
  /**
   * Notifications on phones (src/domains/notifications): the VAPID key pair (both, or neither: then one derived from
   * PAYLOAD_SECRET), who push services may write to, and origins beyond the known push services the server may post to.
   */
  /** Text messages (src/domains/notifications/texts): the provider's account, or undefined when texts are off. */
  get texts() {
    if (setting('TEXT_PROVIDER') !== 'twilio') return undefined
    return {
      provider: 'twilio' as const,
      accountSid: setting('TWILIO_ACCOUNT_SID') ?? '',
      authToken: setting('TWILIO_AUTH_TOKEN') ?? '',
      from: setting('TWILIO_FROM') ?? '',
      apiUrl: (setting('TWILIO_API_URL') ?? 'https://api.twilio.com').replace(/\/+$/, ''),
    }
  },
  get push() {
    const publicKey = setting('VAPID_PUBLIC_KEY')
    const privateKey = setting('VAPID_PRIVATE_KEY')
    return {
      keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
      // Push services want a way to reach the sender: the staff inbox, else the site when it is on HTTPS.
      subject:
        setting('VAPID_SUBJECT') ??
        (setting('STAFF_EMAIL') ? `mailto:${setting('STAFF_EMAIL')}` : env.publicUrl.startsWith('https:') ? env.publicUrl : 'mailto:push@solvingtech.invalid'),
      extraServiceOrigins: setting('PUSH_SERVICE_ORIGINS'),
    }
  },
}
