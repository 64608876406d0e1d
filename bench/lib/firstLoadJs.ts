import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a first visit to `url` downloads in a current browser: every script the HTML references (except
 * the `nomodule` polyfills only old browsers fetch), summed gzipped.
 */
export const firstLoadJs = async (url: string, headers: Record<string, string> = {}): Promise<{ scripts: number; gzippedKb: number }> => {
  const html = await (await fetch(url, { headers })).text()
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? [])
    .map((source) => new URL(source.replace(/&amp;/g, '&'), url).toString())
  let bytes = 0
  for (const source of new Set(sources)) bytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer())).length
  return { scripts: new Set(sources).size, gzippedKb: Math.round((bytes / 1024) * 10) / 10 }
}
