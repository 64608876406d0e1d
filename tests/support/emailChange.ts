import { tokenLinkIn, waitForMail } from './mail'

/** The confirmation link (and its token) of an email change, from the mail to the new address received after `since`. */
export const emailChangeConfirmation = async (to: string, since: number) => {
  const mail = await waitForMail(to, /confirm-email\?token=/, since)
  const link = tokenLinkIn(mail, '/v1/confirm-email')
  return { link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? '') }
}
