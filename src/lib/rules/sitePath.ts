/**
 * A Media `url` as a path on this site. Payload makes upload URLs absolute from `serverURL` (PUBLIC_URL), but
 * next/image optimises only site paths without a `remotePatterns` entry, and behind a proxy the server may not reach
 * its own public address; the file is always served by this app.
 */
export const sitePath = (url: string): string => {
  if (!/^https?:\/\//i.test(url)) return url
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
