import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import withSerwistInit from '@serwist/next'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'

import { builtDeploymentId } from './src/lib/server/deploymentId'
import { env } from './src/lib/server/env'
import { setting } from './src/lib/server/envSchema'
import { securityHeaders } from './src/lib/server/http/securityHeaders'

const isDev = process.env.NODE_ENV === 'development'

/**
 * The service worker (src/app/sw.ts, built into public/sw.js by `next build` only). It precaches only the offline page
 * (a new copy each build): the built scripts are hashed and mostly the admin's, so a phone stores the ones it needs
 * when the learner saves a lesson, never the whole app on first visit. The page registers it (src/components/offline).
 */
const serwistOptions: Parameters<typeof withSerwistInit>[0] = {
  swSrc: 'src/app/sw.ts',
  swDest: 'public/sw.js',
  register: false,
  reloadOnOnline: false,
  exclude: [() => true],
  additionalPrecacheEntries: [{ url: '/offline', revision: randomUUID() }],
}

const nextConfig: NextConfig = {
  // The test suites build into their own folder, so a test run never leaves its content in the app's build cache.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Hashing every page body for an ETag cost a sixth of the landing page's server time (bench/README.md); pages
  // are revalidated by tag on the server, so conditional requests would save the phone little.
  generateEtags: false,
  // The later rule wins for the same header, so the admin's own policy replaces the site's under /admin.
  headers: async () => [
    { source: '/:path*', headers: securityHeaders({ isAdmin: false, isDev }) },
    { source: '/admin/:path*', headers: securityHeaders({ isAdmin: true, isDev }) },
  ],
  // Every visitor gets the page's title, description, canonical and preview tags in <head>, not streamed after it:
  // link previews (Telegram, Signal, Teams, iMessage) and Lighthouse read <head> only, and Next's list of such
  // readers misses many. The head waits for the page's own data, which the page waits for anyway.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // The test stacks build after `npm test` has checked the types (tsc, about 35 s): they ask the build not to check again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_APART === '1' },
  // pdfkit reads its own data files at run time, so it stays a plain Node package rather than being bundled.
  // The readiness check's Redis client (src/lib/server/health/redisCheck.ts) stays a plain Node package too, and so
  // does the calendars' time-zone package, which reads its zone files at run time.
  // OpenTelemetry and Sentry (src/lib/server/telemetry) patch Node's own modules and `pg` as they are required, so they
  // are plain Node packages too, loaded only when their variables are set.
  serverExternalPackages: [
    'pdfkit',
    'redis',
    '@touch4it/ical-timezones',
    '@opentelemetry/api',
    '@opentelemetry/sdk-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/exporter-metrics-otlp-http',
    '@opentelemetry/sdk-metrics',
    '@opentelemetry/instrumentation-http',
    '@opentelemetry/instrumentation-pg',
    '@sentry/node',
  ],
  experimental: {
    // Server code keeps its class names, so Payload's errors keep theirs (Forbidden, ValidationError, ...): the
    // loggingLevels in payload.config.ts match them, and a refused request is not logged as a server error.
    serverMinification: false,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  webpack: (webpackConfig) => {
    // Payload's packages import their own files with .js extensions that resolve to TypeScript sources.
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

/**
 * With REDIS_URL set when the server starts, its data cache and pages live in Redis, shared by every instance
 * (src/lib/server/cache/sharedCacheHandler.ts). Decided at run time only: the build is the same either way. The
 * production image runs compiled JavaScript and has the handler compiled too (scripts/compile-server.ts).
 */
const compiledCacheHandler = path.join(process.cwd(), 'dist/shared-cache-handler.js')
const sharedCache = (phase: string): Partial<NextConfig> =>
  phase === PHASE_PRODUCTION_SERVER && env.redis
    ? { cacheHandler: setting('SERVER_COMPILED') ? compiledCacheHandler : path.join(process.cwd(), 'src/lib/server/cache/sharedCacheHandler.ts') }
    : {}

const colourSchemeHintHeaders = new Set(['accept-ch', 'critical-ch', 'vary'])

/**
 * withPayload asks for the Sec-CH-Prefers-Color-Scheme client hint on every route, with Critical-CH, so Chromium
 * throws away a visitor's first page of the site and requests it again with the hint (payloadcms/payload#17906): two
 * round trips for every first visit, on a phone on poor signal. Only the admin reads the hint (its light or dark
 * theme), so those headers are sent under /admin only.
 */
const withColourSchemeHintOnlyInAdmin = (config: NextConfig): NextConfig => ({
  ...config,
  headers: async () =>
    ((await config.headers?.()) ?? []).flatMap((rule) => {
      const isHint = (header: { key: string; value: string }) => colourSchemeHintHeaders.has(header.key.toLowerCase()) && header.value === 'Sec-CH-Prefers-Color-Scheme'
      if (rule.source !== '/:path*' || !rule.headers.some(isHint)) return [rule]
      const others = rule.headers.filter((header) => !isHint(header))
      return [...(others.length ? [{ ...rule, headers: others }] : []), { ...rule, source: '/admin/:path*', headers: rule.headers.filter(isHint) }]
    }),
})

/**
 * Two releases side by side during a rolling deploy: every build has a deployment id (scripts/lib/nextBuild.ts passes
 * NEXT_DEPLOYMENT_ID to the build, the id of its sources), and a page's client sends it with each navigation, so a
 * server of the other release answers with a full page load instead of a payload the page's scripts cannot read. The
 * build id is the same id, so the shared cache's keys (src/lib/server/cache) still keep builds apart. At run time the
 * id comes from the build folder.
 */
const deployment = (phase: string): Partial<NextConfig> => {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const id = process.env.NEXT_DEPLOYMENT_ID
    return id ? { deploymentId: id, generateBuildId: () => id } : {}
  }
  if (phase !== PHASE_PRODUCTION_SERVER) return {}
  const id = builtDeploymentId(nextConfig.distDir ?? '.next')
  return id ? { deploymentId: id } : {}
}

const config = (phase: string): NextConfig => {
  const withPayloadConfig = withColourSchemeHintOnlyInAdmin(withPayload({ ...nextConfig, ...sharedCache(phase), ...deployment(phase) }, { devBundleServerPackages: false }))
  return phase === PHASE_PRODUCTION_BUILD ? withSerwistInit(serwistOptions)(withPayloadConfig) : withPayloadConfig
}

export default config
