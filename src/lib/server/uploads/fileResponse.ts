import { open, type FileHandle } from 'node:fs/promises'

import { fileStream } from './fileStream'
import { rangedResponse, type RangeRequest } from './rangedResponse'

const openIfPresent = async (filePath: string): Promise<FileHandle | null> => {
  try {
    return await open(filePath, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** A file from local disk, whole or one byte range of it (rangedResponse); null when the file is not on disk. */
export const fileResponse = async (filePath: string, request: RangeRequest): Promise<Response | null> => {
  const handle = await openIfPresent(filePath)
  if (!handle) return null
  let streaming = false
  try {
    const { size } = await handle.stat()
    return await rangedResponse(size, request, (start, end) => {
      streaming = true
      return fileStream(handle, start, end)
    })
  } finally {
    if (!streaming) await handle.close()
  }
}
