/**
 * The path of a request as its access log line names it: the route's shape, never what fills it. The query string is
 * dropped (a reset link's token travels there), and any segment other than lower-case words (a slug, `v1`, `sw.js`)
 * becomes `:param`: ids, invite and certificate codes, hashed file names. So a log search groups by route, and no
 * token is written down.
 */
const WORDS = /^(?:v\d+|_?[a-z]+(?:[-.][a-z]+)*)$/

export const routePattern = (url: string): string => {
  const path = url.split(/[?#]/, 1)[0] || '/'
  return path
    .split('/')
    .map((segment) => (segment === '' || WORDS.test(segment) ? segment : ':param'))
    .join('/')
}
