import { env } from '@/lib/server/env'

/**
 * A real deployment (PUBLIC_URL on HTTPS) must send its mail: without SMTP_HOST, mail (password-reset links among it)
 * would be written to the log. Log-only mail stays for local use, where the Quick start needs it.
 */
export const requireSmtpWhenDeployed = (): void => {
  if (env.publicUrl.startsWith('https://') && !env.smtp) {
    throw new Error(
      'PUBLIC_URL is HTTPS (a real deployment) but SMTP_HOST is not set. Set the SMTP_* variables: without them, mail ' +
        'with password-reset links would be written to the log instead of sent.',
    )
  }
}
