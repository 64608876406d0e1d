/**
 * How long a CDN or other shared cache in front of the app may keep a page, in seconds. Next marks prerendered pages
 * `s-maxage=31536000` (a year): they stay fresh on the server until a staff save expires their tags, but a CDN never
 * hears of that save, so it would show the old page for a year. A minute keeps a CDN useful and a staff edit visible.
 */
export const SHARED_CACHE_SECONDS = 60

/**
 * The Cache-Control a page goes out with: unchanged, unless it lets shared caches keep it longer than
 * SHARED_CACHE_SECONDS; then browsers check again each time and shared caches keep it that long.
 */
export const withSharedCacheLimit = (cacheControl: string): string => {
  const sharedMaxAge = cacheControl.match(/(?:^|,)\s*s-maxage=(\d+)/i)
  if (!sharedMaxAge || Number(sharedMaxAge[1]) <= SHARED_CACHE_SECONDS) return cacheControl
  return `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`
}
