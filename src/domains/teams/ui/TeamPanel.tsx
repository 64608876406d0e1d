'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { ApiRequestError } from '@/lib/browser/apiClient'
import { pathOf } from '@/lib/contract/routes'
import { whatsAppShareUrl } from '@/lib/rules/community'
import { longDate } from '@/lib/rules/ukTime'
import { buttonClasses } from '@/ui/buttonStyles'
import { Field, inputClasses } from '@/ui/Field'

import type { TeamViewBody } from '../contract/schemas'
import { inviteShareText, teamNameMaxLength } from '../contract/rules'
import { callTeams } from './teamsApi'
import { teamsRoutes } from '../contract/routes'

const teamQueryKey = ['team'] as const

type Owned = Extract<TeamViewBody, { role: 'owner' }>
type Joined = Extract<TeamViewBody, { role: 'member' }>

const failureOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : "Couldn't reach the server. Please try again in a moment.")

/** A change to the team: the answer is the team as it now stands. */
const useTeamChange = <Input,>(call: (input: Input) => Promise<TeamViewBody>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: call, onSuccess: (view) => queryClient.setQueryData(teamQueryKey, view) })
}

const Failure = ({ error }: { error: unknown }) =>
  error ? (
    <p role="alert" className="font-semibold text-red-700">
      {failureOf(error)}
    </p>
  ) : null

/** A course the owner may choose for the team; the featured one is ticked to begin with. */
export type TeamCourseChoice = { id: string; title: string; featured: boolean }

const CreateTeam = ({ company, choices }: { company: string; choices: TeamCourseChoice[] }) => {
  const [name, setName] = useState(company)
  const [courseIds, setCourseIds] = useState(() => choices.filter((choice) => choice.featured).map((choice) => choice.id))
  const create = useTeamChange((team: { name: string; courseIds: string[] }) => callTeams('createTeam', { body: team }))
  const choose = (id: string, chosen: boolean) => setCourseIds((ids) => (chosen ? choices.map((choice) => choice.id).filter((each) => each === id || ids.includes(each)) : ids.filter((each) => each !== id)))
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        create.mutate({ name, courseIds })
      }}
      className="space-y-4"
    >
      <p className="text-navy-800">
        Make a team for your firm and share its invite link in your WhatsApp group. Your people join free and, if they agree, you see how they are getting on.
      </p>
      <Field id="team-name" label="Team name">
        <input id="team-name" className={inputClasses} value={name} maxLength={teamNameMaxLength} onChange={(event) => setName(event.target.value)} />
      </Field>
      {choices.length ? (
        <fieldset>
          <legend className="font-semibold">What will your team learn?</legend>
          <p className="text-navy-800">Each person who joins is enrolled in these.</p>
          <div className="mt-1">
            {choices.map((choice) => (
              <label key={choice.id} className="flex min-h-11 items-center gap-3 py-1 text-navy-900">
                <input type="checkbox" checked={courseIds.includes(choice.id)} onChange={(event) => choose(choice.id, event.target.checked)} className="size-6 shrink-0 accent-navy-900" />
                <span className="break-words">{choice.title}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Failure error={create.error} />
      <button type="submit" disabled={create.isPending} className={`${buttonClasses('primary')} disabled:opacity-70`}>
        {create.isPending ? 'Creating...' : 'Create the team'}
      </button>
    </form>
  )
}

const InviteLink = ({ view }: { view: Owned }) => {
  const linkId = useId()
  const [copied, setCopied] = useState(false)
  const renew = useTeamChange(() => callTeams('renewTeamInvite', { body: {} }))
  const copy = async () => {
    await navigator.clipboard.writeText(view.invite.url)
    setCopied(true)
  }
  return (
    <div className="space-y-4">
      <Field id={linkId} label="Invite link">
        <input id={linkId} className={inputClasses} value={view.invite.url} readOnly onFocus={(event) => event.target.select()} />
      </Field>
      <p className="text-navy-800">It works until {longDate(view.invite.expiresAt)}. Anyone with it can join, up to {view.team.seatCap} people.</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={copy} className={buttonClasses('dark', 'compact')}>
          Copy the link
        </button>
        <a href={whatsAppShareUrl(inviteShareText(view.team.name, view.invite.url))} target="_blank" rel="noopener noreferrer" className={buttonClasses('quiet', 'compact')}>
          Share on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
        </a>
        <button type="button" onClick={() => renew.mutate(undefined)} disabled={renew.isPending} className={`${buttonClasses('quiet', 'compact')} disabled:opacity-70`}>
          {renew.isPending ? 'Making...' : 'Make a new link'}
        </button>
      </div>
      <p role="status" className="font-semibold text-success-700 [&:empty]:hidden">
        {copied ? 'Link copied.' : renew.isSuccess ? 'A new link is ready. The old one no longer works.' : ''}
      </p>
      <Failure error={renew.error} />
      {/* The same address as the link; a new link draws a new code. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={pathOf(teamsRoutes.teamInviteQr, {}, { until: view.invite.expiresAt })} alt="QR code of the invite link, to scan with a phone's camera" width={180} height={180} className="rounded-lg border-2 border-navy-100" />
    </div>
  )
}

/** What the team learns, in words: the courses joining enrols a member in. */
const TeamCourses = ({ view, who }: { view: Owned | Joined; who: string }) =>
  view.team.courses.length ? (
    <p className="text-navy-800">
      {who} {view.team.courses.map((course) => course.title).join(', ')}.
    </p>
  ) : null

const Members = ({ view }: { view: Owned }) => (
  <section aria-labelledby="my-team-heading">
    <h3 id="my-team-heading" className="text-xl font-bold text-navy-900">
      My team
    </h3>
    {view.members.length === 0 ? (
      <p className="mt-2 text-navy-800">Nobody has joined yet. Share the link above.</p>
    ) : (
      <ul className="mt-3 space-y-3">
        {view.members.map((member) => (
          <li key={`${member.name}-${member.joinedAt}`} className="rounded-xl border-2 border-navy-100 p-4">
            <p className="font-bold break-words text-navy-900">{member.name}</p>
            {member.progress ? (
              <>
                {member.progress.courses.length ? (
                  <ul className="mt-1 text-navy-800">
                    {member.progress.courses.map((course) => (
                      <li key={course.title}>
                        {course.title}: {course.lessonsDone} of {course.lessonCount} lessons
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-navy-800">Not enrolled in a course yet.</p>
                )}
                <p className="text-navy-800">Last active: {member.progress.lastActiveAt ? longDate(member.progress.lastActiveAt) : 'not yet'}</p>
                {member.progress.certificates.length ? <p className="text-navy-800">Certificates: {member.progress.certificates.join(', ')}</p> : null}
              </>
            ) : (
              <p className="mt-1 text-navy-800">Keeps their progress to themselves.</p>
            )}
          </li>
        ))}
      </ul>
    )}
  </section>
)

const Membership = ({ view }: { view: Joined }) => {
  const [sharesProgress, setSharesProgress] = useState(view.sharesProgress)
  const share = useTeamChange((shares: boolean) => callTeams('teamSharing', { body: { sharesProgress: shares } }))
  const leave = useTeamChange(() => callTeams('leaveTeam', { body: {} }))
  return (
    <div className="space-y-4">
      <p className="text-navy-800">
        You are in <strong>{view.team.name}</strong>, {view.team.ownerName}&apos;s team.
      </p>
      <TeamCourses view={view} who="Your team learns" />
      <div className="flex items-start gap-3">
        <input
          id="team-shares-progress"
          type="checkbox"
          checked={sharesProgress}
          onChange={(event) => {
            setSharesProgress(event.target.checked)
            share.mutate(event.target.checked)
          }}
          className="mt-1 size-6 shrink-0 accent-navy-900"
        />
        <label htmlFor="team-shares-progress" className="font-semibold">
          Share my progress with {view.team.ownerName} (courses, lessons done, last active and certificates)
        </label>
      </div>
      <p role="status" className="font-semibold text-success-700 [&:empty]:hidden">
        {share.isSuccess ? (share.data.role === 'member' && share.data.sharesProgress ? 'You share your progress.' : 'You no longer share your progress.') : ''}
      </p>
      <Failure error={share.error ?? leave.error} />
      <button type="button" onClick={() => leave.mutate(undefined)} disabled={leave.isPending} className={`${buttonClasses('quiet', 'compact')} disabled:opacity-70`}>
        {leave.isPending ? 'Leaving...' : 'Leave the team'}
      </button>
    </div>
  )
}

/**
 * "Your team" on the account page: make a team (choosing what it learns) and invite to it, see its members; or, as a
 * member, share and leave.
 */
export const TeamPanel = ({ initial, company, choices }: { initial: TeamViewBody; company: string; choices: TeamCourseChoice[] }) => {
  const { data: view } = useQuery({ queryKey: teamQueryKey, queryFn: () => callTeams('team'), initialData: initial })
  return (
    <section id="your-team" aria-labelledby="your-team-heading" className="scroll-mt-20 space-y-5 rounded-2xl border-2 border-navy-100 p-6 sm:p-8">
      <h2 id="your-team-heading" className="text-2xl font-bold text-navy-900">
        Your team
      </h2>
      {view.role === 'owner' ? (
        <>
          <p className="text-navy-800">
            <strong className="break-words">{view.team.name}</strong>: {view.team.seatsUsed} of {view.team.seatCap} places taken, yours included.
          </p>
          <TeamCourses view={view} who="Each person who joins starts" />
          <InviteLink view={view} />
          <Members view={view} />
        </>
      ) : view.role === 'member' ? (
        <Membership view={view} />
      ) : (
        <CreateTeam company={company} choices={choices} />
      )}
    </section>
  )
}
