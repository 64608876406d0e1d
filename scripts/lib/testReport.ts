import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const reportFile = (part: number) => path.join(tmpdir(), `solvingtech-vitest-${process.pid}-${part}.json`)
const partsReported = new Set<number>()

/** Vitest's usual output, plus a JSON report this process reads back afterwards: one per part of the suite. */
export const vitestJsonReport = (part = 1): string[] => {
  partsReported.add(part)
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(part)}`]
}

type AssertionResult = { fullName: string; status: string; failureMessages?: string[] }
type FileResult = { name: string; status: string; message?: string; startTime?: number; endTime?: number; assertionResults: AssertionResult[] }

/** The files of every part's report, or null when no part wrote one. */
const readReport = (): { testResults: FileResult[] } | null => {
  const written = [...partsReported].map(reportFile).filter((file) => existsSync(file))
  if (written.length === 0) return null
  return { testResults: written.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { testResults: FileResult[] }).testResults) }
}

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
  for (const part of partsReported) rmSync(reportFile(part), { force: true })
  const lines = report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name)
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    if (failedTests.length === 0 && file.status === 'failed') return [`  ${where}: ${firstLine(file.message)}`]
    return failedTests.map((test) => `  ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  })
  return lines.length ? `[test] Failed integration tests:\n${lines.join('\n')}` : '[test] No integration test failed.'
}

const firstLine = (text = ''): string => text.split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? ''
