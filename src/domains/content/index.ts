/**
 * The content public pages render: every cached read with its tag, and the hooks that expire a tag when staff save.
 */
export { getCatalogue, getLandingContent, getMissionContent, getSolutionProviders } from './cachedReads'
export type { LandingContent } from './cachedReads'
export { catalogueSections, listPublishedCourses } from './catalogue'
export type { CatalogueCourse, CatalogueEntry } from './catalogue'
export { clearDataCache } from './clearDataCache'
export { contentTags, expireContentHooks, expireGlobalOnChange } from './revalidate'
export { findProgrammeState } from './programmeState'
export { findWhatsAppGroupLink } from './whatsAppGroup'
