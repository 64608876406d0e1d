import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

import type { OpenApiDocument } from '@/lib/contract/document'
import { testEnv } from './testEnv'

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }

/** The running server's OpenAPI document, and a check of any answer against it. */
export const loadApiDocument = async () => {
  const document = (await (await fetch(`${testEnv().baseUrl}/api/v1/openapi.json`)).json()) as OpenApiDocument
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: 'openapi', components: document.components })
  const validators = new Map<string, ValidateFunction>()

  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }))

  const validatorFor = (key: string, schema: unknown): ValidateFunction => {
    let validate = validators.get(key)
    if (!validate) {
      validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')))
      validators.set(key, validate)
    }
    return validate
  }

  /** The documented path (`/api/v1/lessons/{lessonId}`) a request path matches, if any. */
  const templateOf = (path: string): string | undefined => templates.find(({ pattern }) => pattern.test(path.split('?')[0]))?.template

  /**
   * What is wrong with an answer, by the document: an undocumented status, or a body that does not match its schema.
   * Empty when it matches.
   */
  const problemsWith = (method: string, requested: string, status: number, body: unknown): string[] => {
    // What the server saw: fetch resolves `.` and `..` segments before sending.
    const path = new URL(requested, 'http://localhost').pathname
    const template = templateOf(path)
    if (!template) {
      // A path the document does not have (an empty or junk segment) is a 404 or 405 with the error body, or Next's
      // 308 from a path with an empty segment (`//`, a trailing `/`) to the path without it.
      const errorBody = validatorFor('undocumented', { $ref: '#/components/schemas/Error' })
      if (status === 308 && /\/\/|\/$/.test(path.split('?')[0])) return []
      const bodyMatches = method.toUpperCase() === 'HEAD' || errorBody(body)
      return [404, 405].includes(status) && bodyMatches ? [] : [`${method} ${path} is not documented, and answered ${status} ${JSON.stringify(body)}`]
    }
    const operations = document.paths[template] as Record<string, Operation>
    const operation = operations[method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()]
    if (!operation) return status === 405 ? [] : [`${method} ${template} answered ${status}; it is not documented (expected 405)`]
    const response = operation.responses[String(status)]
    if (!response) return [`${method} ${template} answered ${status}, which it does not document`]
    const schema = response.content?.['application/json']?.schema
    if (!schema || method.toUpperCase() === 'HEAD') return []
    const key = `${method} ${template} ${status}`
    const validate = validatorFor(key, schema)
    return validate(body) ? [] : [`${key}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 800)}`]
  }

  /** Every documented (method, path template, status). */
  const documentedAnswers = (): string[] =>
    Object.entries(document.paths).flatMap(([template, operations]) =>
      Object.entries(operations as Record<string, Operation>).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${template} ${status}`),
      ),
    )

  return { document, templateOf, problemsWith, documentedAnswers }
}
