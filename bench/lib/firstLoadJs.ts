import { gzipSync } from 'node:zlib'

/** The JavaScript a first visit to `url` downloads: every script the HTML references, summed gzipped. */
export const firstLoadJs = async (url: string): Promise<{ scripts: number; gzippedKb: number }> => {
  const html = await (await fetch(url)).text()
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1].replace(/&amp;/g, '&'), url).toString())
  let bytes = 0
  for (const source of new Set(sources)) bytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length
  return { scripts: new Set(sources).size, gzippedKb: Math.round((bytes / 1024) * 10) / 10 }
}
