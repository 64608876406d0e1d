'use server'

import { getPayload } from 'payload'
import { notFound, redirect } from 'next/navigation'

import config from '@payload-config'
import { confirmEntry, readEntryToken, removeEntry, setEntryMail, updateEntryDetails } from '@/domains/waitingList'
import { waitingListEntrySchema } from '@/domains/waitingList/contract/schemas'

/** The entry the token names; the not-found page for anything else. */
const entryIdOf = (token: string): string => readEntryToken(token) ?? notFound()

const payload = () => getPayload({ config })

/** The entry page's buttons: each changes the entry named by the link's token, then shows the page again with what happened. */
export const confirmAction = async (token: string): Promise<never> => {
  if (!(await confirmEntry(await payload(), entryIdOf(token)))) notFound()
  redirect(`/waiting-list/${token}?done=confirmed`)
}

export const stopMailAction = async (token: string): Promise<never> => {
  if (!(await setEntryMail(await payload(), entryIdOf(token), false))) notFound()
  redirect(`/waiting-list/${token}?done=mail-off`)
}

export const restartMailAction = async (token: string): Promise<never> => {
  if (!(await setEntryMail(await payload(), entryIdOf(token), true))) notFound()
  redirect(`/waiting-list/${token}?done=mail-on`)
}

/** Removing asks for the box ticked too (a browser without form checks can send without it): nothing is removed by one slip. */
export const removeAction = async (token: string, form: FormData): Promise<never> => {
  if (form.get('sure') !== 'yes') redirect(`/waiting-list/${token}?done=remove-unticked`)
  await removeEntry(await payload(), entryIdOf(token))
  redirect(`/waiting-list/${token}?done=removed`)
}

export type DetailsState = { errors?: Partial<Record<'name' | 'company' | 'teamSize', string>>; saved?: boolean }

/** "Save changes": the same rules as the signup form; what was typed stays in the form when something is wrong. */
export const saveDetailsAction = async (token: string, _previous: DetailsState, form: FormData): Promise<DetailsState> => {
  const parsed = waitingListEntrySchema.safeParse({
    name: form.get('name') ?? '',
    company: form.get('company') ?? '',
    teamSize: form.get('teamSize') ?? '',
  })
  if (!parsed.success) {
    const errors: DetailsState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NonNullable<DetailsState['errors']>
      errors[field] ??= issue.message
    }
    return { errors }
  }
  if (!(await updateEntryDetails(await payload(), entryIdOf(token), parsed.data))) notFound()
  return { saved: true }
}
