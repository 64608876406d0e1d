import { readdirSync } from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The house rules of README's Layout, as lint rules. Each domain (src/domains/<name>) is reached from the rest of
 * src only through its index.ts; pure rules, validation and the shared toolkit (src/lib) know no domain, no
 * collection, no route; components are given their data: they never import routes, SQL or the Payload config, and
 * take only types from a domain; the UI floor (src/components/ui) knows no feature: no screen, not even a domain's type.
 */
const foldersIn = (folder) => readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const domains = foldersIn('src/domains')
const outsideDomains = foldersIn('src').filter((folder) => folder !== 'domains').map((folder) => `./src/${folder}`)

const domainDoors = domains.map((domain) => ({
  target: [...outsideDomains, ...domains.filter((other) => other !== domain).map((other) => `./src/domains/${other}`)],
  from: `./src/domains/${domain}`,
  except: ['./index.ts'],
  message: `Import the ${domain} domain through its face, @/domains/${domain} (src/domains/${domain}/index.ts).`,
}))

const sharedKnowsNoFeature = {
  target: './src/lib',
  from: ['./src/domains', './src/collections', './src/endpoints', './src/app', './src/components', './src/plugins', './src/globals', './src/seed', './payload.config.ts'],
  message: 'src/lib is shared by every feature and knows none: pass what it needs in, or move the code into a domain.',
}

const pureRulesStayPure = {
  target: ['./src/lib/rules', './src/lib/validation'],
  from: ['./src/lib/server', './src/lib/browser'],
  message: 'Pure rules run anywhere (server, browser, unit tests): they import no server or browser code.',
}

const browserCodeStaysOffTheServer = {
  target: './src/lib/browser',
  from: './src/lib/server',
  message: 'Browser code never imports server modules.',
}

const componentsBesideUi = readdirSync('src/components').filter((name) => name !== 'ui').map((name) => `./src/components/${name}`)

const uiKnowsNoFeature = {
  target: './src/components/ui',
  from: [...componentsBesideUi, './src/domains'],
  message: 'src/components/ui is what every screen stands on and knows no feature: it imports no screen and nothing of a domain, not even a type; pass it what it needs.',
}

const componentsAreGivenTheirData = {
  target: './src/components',
  from: ['./src/app', './src/endpoints', './src/collections', './src/plugins', './src/lib/server', './payload.config.ts'],
  message: 'Components get their data passed in: they never import routes, endpoints, collections or server code.',
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...domainDoors, sharedKnowsNoFeature, pureRulesStayPure, browserCodeStaysOffTheServer, componentsAreGivenTheirData, uiKnowsNoFeature] }],
      'import/no-duplicates': 'error',
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/browser/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@payloadcms/db-postgres', message: 'Components and browser code run no SQL: a domain does, and the page passes its answer in.' },
          ],
          patterns: [
            { group: ['@/domains', '@/domains/*'], allowTypeImports: true, message: 'Components and browser code take only types from a domain; the data comes passed in.' },
            {
              group: ['@/lib/contract/operations', '**/contract/operations'],
              allowTypeImports: true,
              message: "Browser code calls the API with callApi and apiPath (the route table, src/lib/contract/routes.ts): the operations' descriptions stay off the phone; take only types from operations.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-test*/**',
      '.data/**',
      '.tools/**',
      'dist/**',
      'backups/**',
      'media/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/*_*.ts',
      'src/app/(payload)/admin/importMap.js',
      'test-results/**',
      'playwright-report/**',
      'public/sw.js',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/components/ui/Link: it prefetches on intent only when the browser asks for less data.' }] },
      ],
    },
  },
]

export default config
