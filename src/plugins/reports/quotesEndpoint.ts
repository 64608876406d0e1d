import { z } from 'zod'

import { isStaffRequest } from '@/access'
import { leaveQuoteOut, pickQuote } from '@/domains/impact'
import { endpoint, json, parseInput, readJsonBody, unauthorized } from '@/lib/server/http'

const choice = z.object({
  check: z.uuid({ error: 'Choose an answer to quote.' }),
  inReport: z.boolean({ error: 'Say whether the answer goes in the report.' }),
})

/**
 * POST /api/reports/quotes: staff pick a 90-day answer to quote in the impact report (the learner is asked by mail,
 * once) or leave it out. Answers what happened, or why not (400: five picked already, they said no, they can't be asked).
 */
export const quotesEndpoint = endpoint('post', '/reports/quotes', async (req) => {
  if (!isStaffRequest(req)) throw unauthorized()
  const { check, inReport } = parseInput(choice, await readJsonBody(req))
  if (!inReport) {
    await leaveQuoteOut(req.payload, check)
    return json({ message: 'Left out of the report. Pick it again to put it back: the learner is not asked twice.' })
  }
  const picked = await pickQuote(req, check)
  return json({ message: picked === 'asked' ? 'Picked. We have emailed the learner to ask whether we may quote them.' : 'Picked again: it is back in the report.' })
})
