import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { getPageLearner } from '@/app/(frontend)/_loaders/pageSession'
import { findTeamView, lookUpInvite, TeamRefused, type TeamSummary } from '@/domains/teams'
import { JoinTeamForm } from '@/domains/teams/ui/JoinTeamForm'
import { looksLikeInviteToken, teamMessages } from '@/domains/teams/contract/rules'
import { buttonClasses } from '@/ui/buttonStyles'
import { Link } from '@/ui/Link'
import config from '@payload-config'

export const metadata: Metadata = { title: 'Join a team', robots: { index: false } }

type Props = { params: Promise<{ token: string }> }

/** The team an invite opens, or why the link does not work (in words). */
const teamOrRefusal = async (token: string): Promise<TeamSummary | string> => {
  if (!looksLikeInviteToken(token)) return teamMessages.forged
  try {
    return await lookUpInvite(await getPayload({ config }), token)
  } catch (error) {
    if (error instanceof TeamRefused) return error.message
    throw error
  }
}

/**
 * Where a team's invite link leads: the team and who invited, then sign up (the firm's name filled in) or sign in and
 * come back here to join, choosing whether to share progress with the owner. A link that does not work says why.
 */
export default async function JoinTeamPage({ params }: Props) {
  const { token } = await params
  const [team, learner] = await Promise.all([teamOrRefusal(token), getPageLearner()])
  const view = learner && typeof team !== 'string' ? await findTeamView(await getPayload({ config }), String(learner.id)) : null
  const query = `?join=${encodeURIComponent(token)}`
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      {typeof team === 'string' ? (
        <>
          <h1 className="text-3xl font-extrabold text-navy-900">This invite link does not work</h1>
          <p className="mt-4 text-lg text-navy-800">{team}</p>
          <Link href="/v1" className={`${buttonClasses('quiet')} mt-6`}>
            Go to Solving Tech
          </Link>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold break-words text-navy-900">Join {team.name} on Solving Tech</h1>
          <p className="mt-4 text-lg text-navy-800">
            {team.ownerName} invited you to their team. Solving Tech is a free programme of short lessons for builders and installers, made for your phone.
          </p>
          {team.courses.length ? (
            <p className="mt-4 text-lg text-navy-800">
              Joining enrols you in <strong>{team.courses.map((course) => course.title).join(', ')}</strong>, ready to start at lesson 1.
            </p>
          ) : null}
          {view?.role && view.team.id === team.id ? (
            <p role="status" className="mt-6 font-semibold text-success-700">
              You are in this team. <Link href="/v1/account#your-team" className="underline">See your team</Link>
            </p>
          ) : learner ? (
            <JoinTeamForm token={token} team={team} />
          ) : (
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={`/v1/register${query}`} className={buttonClasses('primary')}>
                Create your free account
              </Link>
              <Link href={`/v1/login${query}`} className={buttonClasses('quiet')}>
                Sign in
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  )
}
