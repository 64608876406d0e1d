import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, RequestContext } from 'payload'

/** Cache tags of the content the public pages render statically. */
export const contentTags = {
  landing: 'landing-content',
  learnerArea: 'learner-area-content',
} as const

export type ContentTag = (typeof contentTags)[keyof typeof contentTags]

/**
 * Writes made outside a running Next server (the seed, scripts, tests using the Local API) pass
 * `context: { disableRevalidate: true }`: there is no page cache to expire there, and Next would throw.
 */
const revalidationDisabled = (context: RequestContext): boolean => context.disableRevalidate === true

/** Expires the pages built from `tag`, so the next visitor sees the change without a rebuild. */
const expireContent = (tag: ContentTag): void => {
  revalidateTag(tag, { expire: 0 })
}

const expireOnChange =
  (tag: ContentTag): CollectionAfterChangeHook =>
  ({ doc, context }) => {
    if (!revalidationDisabled(context)) expireContent(tag)
    return doc
  }

const expireOnDelete =
  (tag: ContentTag): CollectionAfterDeleteHook =>
  ({ doc, context }) => {
    if (!revalidationDisabled(context)) expireContent(tag)
    return doc
  }

export const expireGlobalOnChange =
  (tag: ContentTag): GlobalAfterChangeHook =>
  ({ doc, context }) => {
    if (!revalidationDisabled(context)) expireContent(tag)
    return doc
  }

/** The hooks of a collection whose documents public pages show: any change or deletion expires each of `tags`. */
export const expireContentHooks = (...tags: ContentTag[]) => ({
  afterChange: tags.map(expireOnChange),
  afterDelete: tags.map(expireOnDelete),
})
