'use client'

import { useId, useState } from 'react'

import { ApiRequestError } from '@/lib/browser/apiClient'
import { hardNavigate } from '@/lib/browser/hardNavigate'
import { courseStartPath } from '@/lib/rules/courseEntry'
import { buttonClasses } from '@/ui/buttonStyles'

import type { TeamSummaryBody } from '../contract/schemas'
import { callTeams } from './teamsApi'

/**
 * The signed-in learner joins the invite's team, sharing their progress with its owner only if they tick it; joining
 * enrols them in the team's courses, so they go on to the first one's start (else to their team on the account page).
 */
export const JoinTeamForm = ({ token, team }: { token: string; team: TeamSummaryBody }) => {
  const [sharesProgress, setSharesProgress] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const hintId = useId()

  const join = async () => {
    setPending(true)
    setFailure(null)
    try {
      const view = await callTeams('joinTeam', { params: { token }, body: { sharesProgress } })
      const first = view.role === 'member' ? view.team.courses[0] : undefined
      hardNavigate(first ? courseStartPath(first.id) : '/v1/account#your-team')
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : "Couldn't join the team. Please try again in a moment.")
      setPending(false)
    }
  }

  return (
    <div className="mt-8 space-y-5">
      <div className="flex items-start gap-3">
        <input
          id="join-shares-progress"
          type="checkbox"
          checked={sharesProgress}
          onChange={(event) => setSharesProgress(event.target.checked)}
          aria-describedby={hintId}
          className="mt-1 size-6 shrink-0 accent-navy-900"
        />
        <div>
          <label htmlFor="join-shares-progress" className="font-semibold">
            Share my progress with {team.ownerName}
          </label>
          <p id={hintId} className="text-navy-800">
            If you tick this, {team.ownerName} will see your courses, the lessons you have done, when you were last active and your certificates. If you
            leave it unticked, they see only your name. You can change this at any time on your account page.
          </p>
        </div>
      </div>
      {failure ? (
        <p role="alert" className="font-semibold text-red-700">
          {failure}
        </p>
      ) : null}
      <button type="button" onClick={join} disabled={pending} className={`${buttonClasses('primary')} disabled:opacity-70`}>
        {pending ? 'Joining...' : `Join ${team.name}`}
      </button>
    </div>
  )
}
