import { readdirSync } from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The house rules of README's Layout, as lint rules. Each domain (src/domains/<name>) is reached from the rest of
 * src through its index.ts (server code) or its ui/ (its screens); pure rules, validation and the shared toolkit
 * (src/lib) know no domain, no collection, no route; screens (src/components and each domain's ui/) are given their
 * data: they never import routes, SQL or the Payload config, and take only types from a domain's server code; the UI
 * floor (src/ui) knows no feature: no screen, not even a domain's type.
 */
const foldersIn = (folder) => readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const domains = foldersIn('src/domains')
const outsideDomains = foldersIn('src').filter((folder) => folder !== 'domains').map((folder) => `./src/${folder}`)

const domainDoors = domains.map((domain) => ({
  target: [...outsideDomains, ...domains.filter((other) => other !== domain).map((other) => `./src/domains/${other}`)],
  from: `./src/domains/${domain}`,
  except: ['./index.ts', './ui', './contract'],
  message: `Import the ${domain} domain through its face, @/domains/${domain} (src/domains/${domain}/index.ts), a screen from its ui/, or its part of the HTTP contract from its contract/.`,
}))

const sharedKnowsNoFeature = {
  target: './src/lib',
  from: ['./src/domains', './src/collections', './src/endpoints', './src/app', './src/components', './src/ui', './src/plugins', './src/globals', './src/seed', './payload.config.ts'],
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

/** A module's contract/ (its routes, operations, schemas and shared rules) runs in the browser too: no server code. */
const contractsRunAnywhere = {
  target: domains.map((domain) => `./src/domains/${domain}/contract`),
  from: ['./src/lib/server', './src/lib/browser', './src/collections', './src/endpoints', './src/app', './src/components', './src/ui', './payload.config.ts'],
  message: "A module's contract/ is shared by its endpoints and its screens: it imports no server or browser code.",
}

const uiKnowsNoFeature = {
  target: './src/ui',
  from: ['./src/components', './src/domains'],
  message: 'src/ui is what every screen stands on and knows no feature: it imports no screen and nothing of a domain, not even a type; pass it what it needs.',
}

/** The screens: the shared ones and each domain's own (src/domains/<name>/ui). */
const screenFolders = ['./src/components', './src/ui', ...domains.map((domain) => `./src/domains/${domain}/ui`)]

const domainScreensStandBelowTheSharedOnes = {
  target: domains.map((domain) => `./src/domains/${domain}/ui`),
  from: './src/components',
  message: "A domain's screens stand below the shared screens of src/components: the page or the shared screen puts them together.",
}

const componentsAreGivenTheirData = {
  target: screenFolders,
  from: ['./src/app', './src/endpoints', './src/collections', './src/plugins', './src/lib/server', './payload.config.ts'],
  message: 'Components get their data passed in: they never import routes, endpoints, collections or server code.',
}

/** Payload's Drizzle schema types the raw queries' rows (src/lib/server/db/tableRow.ts); its tables are never loaded. */
const generatedSchemaTypesOnly = {
  name: '@/payload-generated-schema',
  allowTypeImports: true,
  message: "Take only types from the generated Drizzle schema (TableRow<typeof table>): queries are raw SQL, and its table objects would only add weight.",
}

/**
 * What browser code (the screens, the UI floor, the browser toolkit) may not import: SQL, a domain's server code (its
 * door and every file outside its ui/) but for types, and the contract's descriptions. Inside a domain's ui/, a file
 * `uiDepth` folders down reaches its domain's server code with `uiDepth` steps up (`../` from ui/, `../../` from
 * ui/player/), so those are types-only too.
 */
const browserImports = ({ uiDepth = 0 } = {}) => ({
  paths: [{ name: '@payloadcms/db-postgres', message: 'Screens and browser code run no SQL: a domain does, and the page passes its answer in.' }, generatedSchemaTypesOnly],
  patterns: [
    {
      regex: ['^@/domains(/[^/]+)?$', '^@/domains/[^/]+/(?!ui/|contract/)', ...(uiDepth ? [`^(\\.\\./){${uiDepth}}(?!contract/)`] : [])].join('|'),
      allowTypeImports: true,
      message: "Screens and browser code take only types from a domain's server code (its door and the files beside it); the data comes passed in. A domain's screens come from its ui/.",
    },
    {
      group: ['**/contract/operations'],
      allowTypeImports: true,
      message: "Browser code calls the API through a module's routes (apiCaller, pathOf): the operations' descriptions stay off the phone; take only types from operations.ts.",
    },
  ],
})

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...domainDoors, sharedKnowsNoFeature, pureRulesStayPure, browserCodeStaysOffTheServer, componentsAreGivenTheirData, domainScreensStandBelowTheSharedOnes, uiKnowsNoFeature, contractsRunAnywhere] }],
      'import/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [generatedSchemaTypesOnly] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/lib/browser/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', browserImports()] },
  },
  ...[1, 2, 3].map((uiDepth) => ({
    files: [`src/domains/*/ui/${'*/'.repeat(uiDepth - 1)}*.{ts,tsx}`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', browserImports({ uiDepth })] },
  })),
  {
    files: ['src/domains/*/contract/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [generatedSchemaTypesOnly],
          patterns: [
            { regex: '^\\.\\./|^@/domains/', message: "A module's contract/ stands on src/lib alone: it imports none of its module's server code and no other module." },
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
      '.runtime/**',
      'backups/**',
      'media/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/payload-generated-schema.ts',
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
    ignores: ['src/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/ui/Link: it prefetches on intent only when the browser asks for less data.' }] },
      ],
    },
  },
]

export default config
