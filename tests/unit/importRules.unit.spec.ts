import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/** The house rules of README's Layout are lint rules (eslint.config.mjs): each wrong import here fails `npm test`. */
const eslint = new ESLint({ cwd: process.cwd() })

/** Lints `code` as if it were a new file in `folder` (an existing folder: the file itself is never written). */
const problemsOf = async (folder: string, code: string) => {
  const file = path.join(process.cwd(), folder, /components|app|ui\b/.test(folder) ? 'Sample.tsx' : 'sample.ts')
  const [result] = await eslint.lintText(`${code}\n\nexport const used = [value]\n`, { filePath: file })
  return result.messages.map((message) => message.ruleId)
}

const boundaryRules = ['import/no-restricted-paths', '@typescript-eslint/no-restricted-imports']

describe('import rules', () => {
  // The first lint loads the config and its plugins (seconds on a busy machine): not part of any one case's time.
  beforeAll(() => problemsOf('src/lib/rules', 'const value = 1'), 60_000)

  it.each([
    ['a domain reaching into another', 'src/domains/mail', "import { findProgress as value } from '@/domains/learning/progress'"],
    ['an endpoint reaching into a domain', 'src/endpoints', "import { enrol as value } from '@/domains/learning/enrolment'"],
    ['a pure rule importing server code', 'src/lib/rules', "import { env as value } from '@/lib/server/env'"],
    ['the HTTP toolkit knowing a domain', 'src/lib/server/http', "import { enrol as value } from '@/domains/learning'"],
    ['a component importing a route loader', 'src/components/lessons', "import { getPageLearner as value } from '@/app/(frontend)/_loaders/pageSession'"],
    ['a component running a domain read', 'src/components/lessons', "import { stuckLearners as value } from '@/domains/reports'"],
    ['a component running SQL', 'src/components/lessons', "import { sql as value } from '@payloadcms/db-postgres'"],
    ['browser code importing server code', 'src/lib/browser', "import { env as value } from '@/lib/server/env'"],
    ['a UI primitive importing a screen', 'src/ui', "import { Dashboard as value } from '@/components/learner/Dashboard'"],
    ["a UI primitive importing a domain's screen", 'src/ui', "import { MentoringScreen as value } from '@/domains/mentoring/ui/MentoringScreen'"],
    ['a UI primitive taking a type from a domain', 'src/ui/reports', "import type { StuckLearner } from '@/domains/reports'\nconst value: StuckLearner | null = null"],
    ["a domain's screen running its server code", 'src/domains/mentoring/ui', "import { findLearnerBookings as value } from '../bookings'"],
    ["a domain's screen in a subfolder running its server code", 'src/domains/learning/ui/player', "import { findProgress as value } from '../../progress'"],
    ["a domain's screen running its door's code", 'src/domains/mentoring/ui', "import { coursesToBookFor as value } from '@/domains/mentoring'"],
    ["a domain's screen importing a shared screen", 'src/domains/workbook/ui', "import { LessonScreen as value } from '@/components/lessons/LessonScreen'"],
    ["a screen running a domain's server file", 'src/components/learner', "import { findLearnerBookings as value } from '@/domains/mentoring/bookings'"],
    ['a domain loading the generated Drizzle schema', 'src/domains/teams', "import { teams as value } from '@/payload-generated-schema'"],
    ["a module's contract importing its server code", 'src/domains/mentoring/contract', "import { findFreeSlots as value } from '../slots'"],
    ["a module's contract importing server code", 'src/domains/mentoring/contract', "import { env as value } from '@/lib/server/env'"],
    ["a screen bundling its module's operations' descriptions", 'src/domains/mentoring/ui', "import { mentoringOperations as value } from '../contract/operations'"],
    ["a screen bundling another module's operations' descriptions", 'src/domains/teams/ui', "import { learningOperations as value } from '@/domains/learning/contract/operations'"],
    ["the browser toolkit naming a module's routes", 'src/lib/browser', "import { learningRoutes as value } from '@/domains/learning/contract/routes'"],
  ])('refuses %s', async (_case, folder, code) => {
    expect((await problemsOf(folder, code)).filter((rule) => rule && boundaryRules.includes(rule))).not.toEqual([])
  })

  it.each([
    ['a domain through its face', 'src/domains/mail', "import { findProgress as value } from '@/domains/learning'"],
    ['a component taking a type from a domain', 'src/components/lessons', "import type { StuckLearner } from '@/domains/reports'\nconst value: StuckLearner | null = null"],
    ['a screen using a UI primitive', 'src/components/learner', "import { TextField as value } from '@/ui/TextField'"],
    ['a page using a domain', 'src/app/(frontend)/v1', "import { findProgress as value } from '@/domains/learning'"],
    ["a page using a domain's screen", 'src/app/(frontend)/v1', "import { MentoringScreen as value } from '@/domains/mentoring/ui/MentoringScreen'"],
    ["a screen using a domain's screen", 'src/components/learner', "import { NextMentoringCall as value } from '@/domains/mentoring/ui/NextMentoringCall'"],
    ["a domain's screen taking a type from its server code", 'src/domains/mentoring/ui', "import type { LearnerBooking } from '../bookings'\nconst value: LearnerBooking | null = null"],
    ["a domain's screen in a subfolder using a screen beside its folder", 'src/domains/learning/ui/player', "import { ProgressSummary as value } from '../ProgressSummary'"],
    ["a domain's screen in a subfolder taking a type from its server code", 'src/domains/learning/ui/player', "import type { LessonDetail } from '../../lessonDetail'\nconst value: LessonDetail | null = null"],
    ["a domain's screen using the UI floor", 'src/domains/mentoring/ui', "import { Badge as value } from '@/ui/Badge'"],
    ["a domain typing a query's rows from the generated Drizzle schema", 'src/domains/teams', "import type { teams } from '@/payload-generated-schema'\nimport type { TableRow } from '@/lib/server/db/tableRow'\nconst value: Pick<TableRow<typeof teams>, 'name'> | null = null"],
    ["a domain's screen calling through its module's routes", 'src/domains/mentoring/ui', "import { mentoringRoutes as value } from '../contract/routes'"],
    ["a screen using another module's shared rules", 'src/components/learner', "import { mentoringLimits as value } from '@/domains/mentoring/contract/rules'"],
    ['a page using a module\'s schemas', 'src/app/(frontend)/v1', "import { bookSlotSchema as value } from '@/domains/mentoring/contract/schemas'"],
    ["a screen taking a type from another module's operations", 'src/domains/teams/ui', "import type { learningOperations } from '@/domains/learning/contract/operations'\nconst value: keyof typeof learningOperations = 'lesson'"],
  ])('allows %s', async (_case, folder, code) => {
    expect((await problemsOf(folder, code)).filter((rule) => rule && boundaryRules.includes(rule))).toEqual([])
  })
})
