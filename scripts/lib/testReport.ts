import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const reportFile = path.join(tmpdir(), `solvingtech-vitest-${process.pid}.json`)

/** Vitest's usual output, plus a JSON report this process reads back afterwards. */
export const vitestJsonReport = {
  arguments: ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
}

type AssertionResult = { fullName: string; status: string; failureMessages?: string[] }
type FileResult = { name: string; status: string; message?: string; startTime?: number; endTime?: number; assertionResults: AssertionResult[] }

const readReport = (): { testResults: FileResult[] } | null => (existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null)

/** The integration test files that took longest, slowest first: where to look when the run grows. */
export const slowestFilesSummary = (count = 15): string => {
  const report = readReport()
  if (!report) return ''
  const files = report.testResults
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({ where: path.relative(process.cwd(), file.name), seconds: (file.endTime! - file.startTime!) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
  return `[test] Slowest integration test files:\n${files.map(({ where, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${where}`).join('\n')}`
}

/** One line per failed integration test (or file that failed to load), with the first line of its error. */
export const failedTestsSummary = (): string => {
  const report = readReport()
  if (!report) return '[test] No integration test report was written.'
  rmSync(reportFile, { force: true })
  const lines = report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name)
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    if (failedTests.length === 0 && file.status === 'failed') return [`  ${where}: ${firstLine(file.message)}`]
    return failedTests.map((test) => `  ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  })
  return lines.length ? `[test] Failed integration tests:\n${lines.join('\n')}` : '[test] No integration test failed.'
}

const firstLine = (text = ''): string => text.split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? ''
