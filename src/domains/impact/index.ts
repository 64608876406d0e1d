/** The programme's impact: each learner's business (team size, trade, where it is), for the funder's figures. */
export { findBusinessProfile, saveBusinessProfile, waitingListTeamSize } from './businessProfiles'
export type { BusinessProfile, BusinessProfileChange } from './businessProfiles'
