import { contentTags, expireGlobalOnChange } from '../../../lib/server/content/revalidate'

/** Saving the landing copy expires the landing page (/). */
export const revalidateLanding = expireGlobalOnChange(contentTags.landing)
