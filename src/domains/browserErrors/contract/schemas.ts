/** Browser error reports take a Sentry envelope, not JSON, and answer with no body: no schemas of their own. */
export const browserErrorsSchemas = {
  request: {},
  response: {},
}
