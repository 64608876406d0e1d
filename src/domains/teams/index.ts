/** Firms that bring their team: the owner's team and its courses, its invite link, members joining (enrolled) and leaving, and what the owner sees. */
export { createTeam, findTeamView, joinTeam, leaveTeam, lookUpInvite, membersStartedThisWeek, ownsTeam, renewInvite, setProgressSharing, teamsReport, TeamRefused } from './teams'
export type { TeamRefusal, TeamSummary, TeamView } from './teams'
