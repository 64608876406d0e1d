import { createHash, type Hash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

export type FileDigest = { bytes: number; sha256: string }

/** A pass-through stream that counts and hashes what flows through it; `digest()` once it has finished. */
export const digestingStream = (): { stream: Transform; digest: () => FileDigest } => {
  const hash: Hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, digest: () => ({ bytes, sha256: hash.digest('hex') }) }
}

/** The size and SHA-256 of a file on disk. */
export const digestOfFile = async (file: string): Promise<FileDigest> => {
  const hash = createHash('sha256')
  let bytes = 0
  await pipeline(createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk)
      bytes += chunk.length
    }
  })
  return { bytes, sha256: hash.digest('hex') }
}
