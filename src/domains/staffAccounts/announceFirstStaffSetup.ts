import pg from 'pg'

import { firstStaffSetupCode } from './setupCode'

type Settings = { databaseUrl: string; secret: string; publicUrl: string }

/**
 * At server start, while no staff account exists, prints the setup code that /admin/create-first-user asks for
 * (as Jenkins and Grafana do): only someone who can read the server's own log can claim the first account.
 * Prints nothing once any staff account exists, or when the database cannot be read.
 */
export const announceFirstStaffSetup = async ({ databaseUrl, secret, publicUrl }: Settings): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ has_staff: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS has_staff')
    if (rows[0]?.has_staff) return
  } catch (error) {
    console.warn(`[setup] Could not check for staff accounts: ${error instanceof Error ? error.message : String(error)}`)
    return
  } finally {
    await client.end().catch(() => undefined)
  }
  console.info(
    [
      '[setup] No staff account exists yet. To create the first one, open',
      `[setup]   ${publicUrl}/admin/create-first-user`,
      '[setup] and enter this setup code:',
      `[setup]   ${firstStaffSetupCode(secret)}`,
      '[setup] Or run `npm run staff:create` on this server. The code stops working once a staff account exists.',
    ].join('\n'),
  )
}
