import { waitingListOperations as operations } from '../contract/operations'
import { addEntry } from '../entries'
import { queueEntryLink } from '../waitingListMail'
import { apiEndpoint, reply, readOperationBody } from '@/lib/server/http'
import { sendToStaff } from '@/domains/mail'
import { clientAddress, limitByClient } from '@/lib/server/http/rateLimit'
import { waitingListConsentWording } from '@/lib/validation/waitingListConsent'

const signupReceivedMessage = "Thank you! You're on the waiting list. We've emailed you a link to confirm your place."

/**
 * POST /api/program-signup: joins the waiting list, keeping what the person agreed to (the form's wording, when, from
 * which address), and mails them the link to confirm, change or remove their entry. Signing up again with an email
 * already on it changes nothing (anyone can type anyone's email): the owner is mailed their link instead, and the
 * answer is the same, so it does not tell whether an email is on the list.
 */
const programSignup = apiEndpoint(operations.programSignup, async (req) => {
  await limitByClient(req, 'program-signup')
  const input = await readOperationBody(operations.programSignup, req)
  const { id, joined } = await addEntry(req.payload, input, { wording: waitingListConsentWording, address: clientAddress(req) })
  await queueEntryLink(req.payload, { id, email: input.email }, joined)
  if (joined) {
    sendToStaff(req.payload, 'New waiting-list signup', `${input.name} <${input.email}>, ${input.company ?? 'no company'}, team size ${input.teamSize}`)
  }
  return reply(operations.programSignup, 201, { id, message: signupReceivedMessage })
})

export const programSignupEndpoints = [programSignup]
