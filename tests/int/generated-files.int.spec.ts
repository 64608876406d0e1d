import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { generatedFiles, generatePayloadFiles } from '../../scripts/lib/generate'
import { inProjectCopy } from '../support/projectCopy'

describe('generated files', () => {
  it('are what `npm run generate` writes from the current config, byte for byte', async () => {
    // In a copy of the project, so the check never rewrites the working tree; the generators' output is committed as
    // it is (no formatting step), so the files are compared exactly.
    const differing = await inProjectCopy((dir) => {
      generatePayloadFiles(dir, { quiet: true })
      return generatedFiles.filter((file) => !readFileSync(path.join(dir, file)).equals(readFileSync(file)))
    })
    expect(differing, 'run `npm run generate` and commit the result').toEqual([])
  }, 180_000)
})
