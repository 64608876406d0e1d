/** The contract's error body for a call only staff may make. */
export const forbiddenResponse = (): Response => Response.json({ message: 'Only staff can export data' }, { status: 403 })
