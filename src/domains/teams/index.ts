/** Firms that bring their team: the owner's team, its invite link, members joining and leaving, and what the owner sees. */
export { createTeam, findTeamView, joinTeam, leaveTeam, lookUpInvite, renewInvite, setProgressSharing, teamsReport, TeamRefused } from './teams'
export type { MemberProgress, TeamRefusal, TeamReportRow, TeamSummary, TeamView } from './teams'
