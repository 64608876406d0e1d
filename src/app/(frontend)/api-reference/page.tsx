import type { Metadata } from 'next'

import { StaticPage } from '@/components/StaticPage'
import { RequestFields } from '@/components/apiReference/RequestFields'
import type { Operation } from '@/lib/contract/operation'
import { contract } from '@/domains/operations'
import { openApiDocument, openapiRoute, schemaNameOf } from '@/lib/contract/document'
import { pathOf } from '@/lib/contract/routes'
import { env } from '@/lib/server/env'

export const metadata: Metadata = { title: 'API reference', description: 'The JSON API of the Solving Tech learner area.' }

const whoMayCall: Record<Operation['access'], string> = {
  anyone: 'Anyone',
  'signed-in': 'A signed-in learner (the session cookie)',
  'preview-or-signed-in': 'Anyone for a preview lesson; otherwise a signed-in learner who may open it',
}

/** A readable page of the OpenAPI document (the `openapi` operation), built from the same description of each call. */
export default function ApiReferencePage() {
  const schemas = openApiDocument(env.publicUrl, contract).components.schemas as Record<string, Parameters<typeof RequestFields>[0]['schema']>
  return (
    <StaticPage title="API reference" updated="November 2026">
      <p>
        The learner area talks to this JSON API. The machine-readable description is the OpenAPI 3.1 document at{' '}
        <a className="underline" href={pathOf(openapiRoute)}>{pathOf(openapiRoute)}</a>.
      </p>
      <p>
        Bodies are JSON (at most 100 KB). Every error answers <code>{'{ "message", "errors"? }'}</code>, where <code>errors</code> lists
        each failing field. Signing in sets an HTTP-only session cookie that the signed-in calls need. A method a path is not served with
        answers 405; a database that is briefly unavailable answers 503 with <code>Retry-After</code>.
      </p>
      {contract.operations.map((call) => (
        <section key={`${call.method} ${call.path}`} aria-labelledby={`${call.method}-${call.path}`}>
          <h2 id={`${call.method}-${call.path}`} className="font-mono text-xl break-all">
            {call.method.toUpperCase()} {call.path}
          </h2>
          <p>{call.summary}. Who may call it: {whoMayCall[call.access]}.</p>
          {call.body ? <RequestFields schema={schemas[schemaNameOf(contract, call.body)]} /> : null}
          <ul>
            {Object.entries(call.responses).map(([status, response]) => (
              <li key={status}>
                <strong>{status}</strong>: {response.description}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </StaticPage>
  )
}
