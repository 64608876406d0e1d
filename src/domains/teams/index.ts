/** Firms that bring their team: the owner's team and its courses, its invite link, members joining (enrolled) and leaving, and what the owner sees. */
export { findTeamView, joinTeam, lookUpInvite, membersStartedThisWeek, ownsTeam, teamsReport, TeamRefused } from './teams'
export type { TeamSummary, TeamView } from './teams'
