import { createWriteStream, fchmodSync, type WriteStream } from 'node:fs'
import { chmod, mkdir, writeFile } from 'node:fs/promises'

/**
 * A backup holds learners' personal data and password hashes: its folders are the owner's only (0700) and its files
 * readable by the owner only (0600), whatever the umask. Each is created with that mode (a umask can only take bits
 * away) and then set to exactly that.
 */
export const folderMode = 0o700
export const fileMode = 0o600

export const makePrivateFolder = async (dir: string): Promise<void> => {
  await mkdir(dir, { recursive: true, mode: folderMode })
  await chmod(dir, folderMode)
}

/** A new file (never an existing one, nor one through a symbolic link) that only its owner can read. */
export const privateFileStream = (file: string): WriteStream => {
  const stream = createWriteStream(file, { flags: 'wx', mode: fileMode })
  stream.once('open', (fd: number) => fchmodSync(fd, fileMode))
  return stream
}

export const writePrivateFile = async (file: string, content: string | Uint8Array): Promise<void> => {
  await writeFile(file, content, { flag: 'wx', mode: fileMode })
  await chmod(file, fileMode)
}
