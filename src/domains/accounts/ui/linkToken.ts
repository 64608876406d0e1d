/** The props of a page opened from a mailed link that carries `?token=`. */
export type LinkTokenPageProps = { searchParams: Promise<{ token?: string | string[] }> }

/** The link's token, or null when it is missing, empty or given more than once. */
export const linkToken = async ({ searchParams }: LinkTokenPageProps): Promise<string | null> => {
  const { token } = await searchParams
  return typeof token === 'string' && token ? token : null
}
