/** For data written only by the server's own endpoints (with overrideAccess), never through Payload's REST API. */
export const nobody = (): boolean => false
