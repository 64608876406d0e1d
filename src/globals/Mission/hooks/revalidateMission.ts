import { contentTags, expireGlobalOnChange } from '../../../lib/server/content/revalidate'

/** Saving the mission copy expires the learner pages (/v1/mission among them). */
export const revalidateMission = expireGlobalOnChange(contentTags.learnerArea)
