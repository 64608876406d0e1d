import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/** Cache tags of the content the public pages render statically. */
export const contentTags = {
  landing: 'landing-content',
  learnerArea: 'learner-area-content',
} as const

type ContentTag = (typeof contentTags)[keyof typeof contentTags]

/**
 * Expires the pages built from `tag`, so the next visitor sees the change without a rebuild. Outside a running Next
 * server (seeding, scripts, tests using the Local API) there is nothing to expire, and Next throws: ignore that.
 */
export const expireContent = (tag: ContentTag): void => {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next.js request: nothing is cached here.
  }
}

export const expireOnChange =
  (tag: ContentTag): CollectionAfterChangeHook =>
  ({ doc }) => {
    expireContent(tag)
    return doc
  }

export const expireOnDelete =
  (tag: ContentTag): CollectionAfterDeleteHook =>
  ({ doc }) => {
    expireContent(tag)
    return doc
  }

export const expireGlobalOnChange =
  (tag: ContentTag): GlobalAfterChangeHook =>
  ({ doc }) => {
    expireContent(tag)
    return doc
  }

/** The hooks of a collection whose documents public pages show: any change or deletion expires `tag`. */
export const expireContentHooks = (tag: ContentTag) => ({
  afterChange: [expireOnChange(tag)],
  afterDelete: [expireOnDelete(tag)],
})
