import { readFileSync } from 'node:fs'

/** A process's resident memory in MB, from /proc (Linux). */
export const residentMb = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : Number.NaN
}

export type DownloadFigures = { seconds: number; bytes: number; lines: number; status: number; rssBeforeMb: number; rssPeakMb: number; rssRiseMb: number; timedOut: boolean }

/**
 * Downloads `url` to the end (reading the body as it arrives, keeping none of it), timing it and sampling the
 * server's resident memory every 20 ms: a streamed response keeps the peak flat whatever the number of rows.
 */
export const downloadWithMemory = async (url: string, init: RequestInit, serverPid: number, timeoutSeconds: number): Promise<DownloadFigures> => {
  const rssBeforeMb = residentMb(serverPid)
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, residentMb(serverPid))
  }, 20)
  const started = performance.now()
  let bytes = 0
  let lines = 0
  let status = 0
  let timedOut = false
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutSeconds * 1000) })
    status = response.status
    const reader = response.body!.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.length
      for (const byte of value) if (byte === 10) lines += 1
    }
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error
    timedOut = true
  } finally {
    clearInterval(sampler)
  }
  rssPeakMb = Math.max(rssPeakMb, residentMb(serverPid))
  const seconds = Math.round((performance.now() - started) / 100) / 10
  return { seconds, bytes, lines, status, rssBeforeMb, rssPeakMb, rssRiseMb: Math.round((rssPeakMb - rssBeforeMb) * 10) / 10, timedOut }
}
