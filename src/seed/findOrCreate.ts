import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

/** Returns the id of the first document matching `where`, creating it from `create()` when there is none. */
export const findOrCreate = async (
  payload: Payload,
  req: PayloadRequest | undefined,
  collection: CollectionSlug,
  where: Where,
  create: () => Promise<{ id: string | number }>,
): Promise<string> => {
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, req, pagination: false })
  const found = existing.docs[0]
  return String(found ? found.id : (await create()).id)
}
