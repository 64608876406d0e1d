import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEPLOYMENT_ID_FILE } from '@/lib/server/deploymentId'
import { testEnv } from '../support/testEnv'

/**
 * Two releases side by side during a rolling deploy (next.config.ts, `deployment`): the build is named by the id of
 * its sources, its pages load their scripts with that id, and the build id is the same id, so a page of one release
 * that asks a server of the other for its next screen gets a full page load.
 */
const buildFolder = process.env.NEXT_DIST_DIR ?? '.next'

describe('the deployment id', () => {
  it("is the build's id, and the pages load their scripts with it", async () => {
    const id = readFileSync(path.join(buildFolder, DEPLOYMENT_ID_FILE), 'utf8').trim()
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(readFileSync(path.join(buildFolder, 'BUILD_ID'), 'utf8').trim()).toBe(id)
    const page = await (await fetch(`${testEnv().baseUrl}/`)).text()
    expect(page).toMatch(new RegExp(`/_next/static/[^"]+\\.js\\?dpl=${id}`))
  })
})
