import { Decoder, tools } from 'ts-ebml'

/**
 * Voice notes as the phone's browser records them (MediaRecorder): WebM or Ogg holding one Opus track (Chromium,
 * Firefox), or MP4 holding one AAC track (Safari, an iPhone's recordings). Nothing else is taken, whatever the upload
 * says it is. The length is counted from the audio itself, packet by packet, as a decoder would play it (a container's
 * duration field can say anything), and the recording is kept without its metadata: tags, titles, chapters and
 * attachments are blanked in place, so the rest of the file (and every offset in it) stays as recorded.
 */
export type VoiceContainer = 'webm' | 'ogg' | 'mp4'

export type VoiceNote = { container: VoiceContainer; mimeType: string; extension: string; seconds: number; bytes: Buffer }

/** Why a file is not a voice note we keep: not one of the containers above, or one whose audio cannot be read. */
export type VoiceRefusal = 'unsupported' | 'unreadable'

const mimeTypes: Record<VoiceContainer, { mimeType: string; extension: string }> = {
  webm: { mimeType: 'audio/webm', extension: 'webm' },
  ogg: { mimeType: 'audio/ogg', extension: 'ogg' },
  mp4: { mimeType: 'audio/mp4', extension: 'm4a' },
}

/** Which container the bytes start as, from their first bytes alone. */
export const voiceContainerOf = (bytes: Buffer): VoiceContainer | null => {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm'
  if (bytes.length >= 4 && bytes.toString('latin1', 0, 4) === 'OggS') return 'ogg'
  if (bytes.length >= 8 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4'
  return null
}

const unreadable = (why: string): never => {
  throw new Error(`Unreadable voice note: ${why}`)
}

/** A well-formed file of another kind: a video, or a codec MediaRecorder does not make (Vorbis, MP3 in MP4). */
class NotAVoiceNote extends Error {}
const unsupported = (why: string): never => {
  throw new NotAVoiceNote(why)
}

/** A voice note's container, length and bytes without metadata; or why it is refused. Never throws for any input. */
export const readVoiceNote = (input: Buffer): VoiceNote | VoiceRefusal => {
  const container = voiceContainerOf(input)
  if (!container) return 'unsupported'
  const bytes = Buffer.from(input)
  try {
    const seconds = container === 'webm' ? readWebm(bytes) : container === 'ogg' ? readOgg(bytes) : readMp4(bytes)
    if (!Number.isFinite(seconds) || seconds <= 0) return 'unreadable'
    return { container, ...mimeTypes[container], seconds, bytes }
  } catch (error) {
    // Otherwise our own refusal, or a read past the end of a cut-off or crafted file: either way it cannot be played.
    return error instanceof NotAVoiceNote ? 'unsupported' : 'unreadable'
  }
}

/**
 * How long one Opus packet plays, in seconds, from its first byte (RFC 6716, 3.1): the frame length its configuration
 * gives, times the frames it holds. Up to 120 ms a packet.
 */
export const opusPacketSeconds = (packet: Uint8Array): number => {
  if (packet.length === 0) return unreadable('an empty Opus packet')
  const config = packet[0] >> 3
  const frameMs = config < 12 ? [10, 20, 40, 60][config % 4] : config < 16 ? [10, 20][config % 2] : [2.5, 5, 10, 20][config % 4]
  const code = packet[0] & 3
  const frames = code === 0 ? 1 : code < 3 ? 2 : packet.length > 1 ? packet[1] & 0x3f : unreadable('a cut-off Opus packet')
  const ms = frameMs * frames
  if (frames === 0 || ms > 120) unreadable('an Opus packet longer than 120 ms')
  return ms / 1000
}

// ---- WebM (Matroska): one Opus audio track; the length is the sum of its blocks' packets.

/** EBML IDs of the parts that carry metadata rather than sound. */
const webmMetadata = new Set(['Tags', 'Attachments', 'Chapters', 'Title'])

/** Overwrites an element with a Void element (ID 0xEC) of the same size, so nothing after it moves. */
const voidEbmlElement = (bytes: Buffer, start: number, end: number) => {
  const length = end - start
  if (length < 2) return
  bytes.fill(0, start, end)
  bytes[start] = 0xec
  if (length < 9) {
    bytes[start + 1] = 0x80 | (length - 2)
  } else {
    bytes[start + 1] = 0x01 // an 8-byte size: the 7 bytes after this one
    bytes.writeUIntBE(Math.floor((length - 9) / 2 ** 24), start + 2, 3)
    bytes.writeUIntBE((length - 9) % 2 ** 24, start + 5, 4)
  }
}

const readWebm = (bytes: Buffer): number => {
  const elements = new Decoder().decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  let docType: string | null = null
  const tracks: { number?: number; type?: number; codec?: string }[] = []
  let seconds = 0
  const blocks: Buffer[] = []
  for (const element of elements) {
    if (element.name === 'DocType' && element.type === 's') docType = String(element.value)
    if (element.name === 'TrackEntry' && element.type === 'm' && !element.isEnd) tracks.push({})
    const track = tracks.at(-1)
    if (track && element.name === 'TrackNumber' && element.type === 'u') track.number = Number(element.value)
    if (track && element.name === 'TrackType' && element.type === 'u') track.type = Number(element.value)
    if (track && element.name === 'CodecID' && element.type === 's') track.codec = String(element.value)
    if ((element.name === 'SimpleBlock' || element.name === 'Block') && element.type === 'b') blocks.push(element.data)
    if (webmMetadata.has(element.name) && !('isEnd' in element && element.isEnd)) {
      const end = element.dataEnd
      if (end < 0 || end > bytes.length) unreadable('metadata without a known size')
      voidEbmlElement(bytes, element.tagStart, end)
    }
  }
  if (docType !== 'webm') unsupported('Matroska, not WebM')
  const [track] = tracks
  if (tracks.length !== 1 || track.type !== 2 || track.codec !== 'A_OPUS' || track.number === undefined) unsupported('not one Opus track')
  for (const data of blocks) {
    const block = tools.ebmlBlock(data)
    if (block.trackNumber !== track.number) unreadable('a block of another track')
    for (const frame of block.frames) seconds += opusPacketSeconds(frame)
  }
  return seconds
}

// ---- Ogg: one logical stream of Opus (RFC 7845); the length is the sum of its audio packets, less the pre-skip.

type OggPage = { start: number; headerLength: number; bodyStart: number; bodyLength: number; segments: number[]; serial: number }

const oggCrcTable = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? ((crc << 1) ^ 0x04c11db7) >>> 0 : (crc << 1) >>> 0
  return crc >>> 0
})

const oggCrc = (bytes: Uint8Array): number => {
  let crc = 0
  for (const byte of bytes) crc = ((crc << 8) ^ oggCrcTable[((crc >>> 24) ^ byte) & 0xff]) >>> 0
  return crc
}

const oggPages = (bytes: Buffer): OggPage[] => {
  const pages: OggPage[] = []
  let offset = 0
  while (offset < bytes.length) {
    if (bytes.length - offset < 27 || bytes.toString('latin1', offset, offset + 4) !== 'OggS' || bytes[offset + 4] !== 0) unreadable('not an Ogg page')
    const count = bytes[offset + 26]
    const headerLength = 27 + count
    if (offset + headerLength > bytes.length) unreadable('a cut-off Ogg page')
    const segments = [...bytes.subarray(offset + 27, offset + headerLength)]
    const bodyLength = segments.reduce((sum, size) => sum + size, 0)
    if (offset + headerLength + bodyLength > bytes.length) unreadable('a cut-off Ogg page')
    pages.push({ start: offset, headerLength, bodyStart: offset + headerLength, bodyLength, segments, serial: bytes.readUInt32LE(offset + 14) })
    offset += headerLength + bodyLength
  }
  return pages
}

/** The stream's packets, each as the pieces of page bodies it spans (a packet may continue onto the next page). */
const oggPackets = (pages: OggPage[]): { page: OggPage; start: number; length: number }[][] => {
  const packets: { page: OggPage; start: number; length: number }[][] = []
  let current: { page: OggPage; start: number; length: number }[] = []
  for (const page of pages) {
    let position = page.bodyStart
    for (const size of page.segments) {
      const last = current.at(-1)
      if (last && last.page === page && last.start + last.length === position) last.length += size
      else current.push({ page, start: position, length: size })
      position += size
      if (size < 255) {
        packets.push(current)
        current = []
      }
    }
  }
  if (current.length) packets.push(current)
  return packets
}

const readOgg = (bytes: Buffer): number => {
  const pages = oggPages(bytes)
  if (new Set(pages.map((page) => page.serial)).size !== 1) unreadable('more than one Ogg stream')
  const packets = oggPackets(pages)
  const packetBytes = (pieces: { start: number; length: number }[]) => Buffer.concat(pieces.map(({ start, length }) => bytes.subarray(start, start + length)))
  const [head, tags, ...audio] = packets
  const opusHead = head ? packetBytes(head) : Buffer.alloc(0)
  if (opusHead.length < 19 || opusHead.toString('latin1', 0, 8) !== 'OpusHead') unsupported('not Ogg Opus')
  const preSkipSeconds = opusHead.readUInt16LE(10) / 48_000
  const tagBytes = tags ? packetBytes(tags) : Buffer.alloc(0)
  if (tagBytes.length < 16 || tagBytes.toString('latin1', 0, 8) !== 'OpusTags') unreadable('Ogg Opus without its tags header')
  // The tags packet, rewritten at its own length: an empty vendor string padded with spaces, and no comments.
  const blank = Buffer.alloc(tagBytes.length, 0x20)
  blank.write('OpusTags', 0, 'latin1')
  blank.writeUInt32LE(tagBytes.length - 16, 8)
  blank.writeUInt32LE(0, tagBytes.length - 4)
  let written = 0
  for (const piece of tags!) {
    blank.copy(bytes, piece.start, written, written + piece.length)
    written += piece.length
  }
  for (const page of new Set(tags!.map((piece) => piece.page))) {
    const whole = bytes.subarray(page.start, page.bodyStart + page.bodyLength)
    whole.writeUInt32LE(0, 22)
    whole.writeUInt32LE(oggCrc(whole), 22)
  }
  const seconds = audio.reduce((sum, pieces) => sum + opusPacketSeconds(packetBytes(pieces)), 0)
  return seconds - preSkipSeconds
}

// ---- MP4 (ISO BMFF), plain or fragmented as MediaRecorder writes it: one AAC track; each AAC frame plays 1024 samples.

type Box = { type: string; start: number; bodyStart: number; end: number }

const boxesIn = (bytes: Buffer, start: number, end: number): Box[] => {
  const boxes: Box[] = []
  let offset = start
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset)
    let headerLength = 8
    if (size === 1) {
      if (offset + 16 > end) unreadable('a cut-off box')
      size = Number(bytes.readBigUInt64BE(offset + 8))
      headerLength = 16
    } else if (size === 0) size = end - offset
    if (size < headerLength || offset + size > end) unreadable('a box that does not fit')
    boxes.push({ type: bytes.toString('latin1', offset + 4, offset + 8), start: offset, bodyStart: offset + headerLength, end: offset + size })
    offset += size
  }
  if (offset !== end) unreadable('bytes left over after the last box')
  return boxes
}

const childrenOf = (bytes: Buffer, box: Box, skip = 0) => boxesIn(bytes, box.bodyStart + skip, box.end)
const only = (boxes: Box[], type: string): Box[] => boxes.filter((box) => box.type === type)
const one = (boxes: Box[], type: string): Box => {
  const found = only(boxes, type)
  if (found.length !== 1) unreadable(`not one ${type} box`)
  return found[0]
}

/** Boxes that hold metadata: user data, iTunes-style metadata and vendors' own (XMP, location). */
const mp4Metadata = new Set(['udta', 'meta', 'uuid', 'XMP_'])

/** Turns a box into `free` space of the same size, its contents zeroed. */
const freeMp4Box = (bytes: Buffer, box: Box) => {
  bytes.fill(0, box.bodyStart, box.end)
  bytes.write('free', box.start + 4, 'latin1')
}

const readMp4 = (bytes: Buffer): number => {
  const top = boxesIn(bytes, 0, bytes.length)
  const moov = one(top, 'moov')
  const moovChildren = childrenOf(bytes, moov)
  const trak = one(moovChildren, 'trak')
  const trakChildren = childrenOf(bytes, trak)
  const mdia = one(trakChildren, 'mdia')
  const mdiaChildren = childrenOf(bytes, mdia)
  const hdlr = one(mdiaChildren, 'hdlr')
  if (bytes.toString('latin1', hdlr.bodyStart + 8, hdlr.bodyStart + 12) !== 'soun') unsupported('not a sound track')
  const stbl = one(childrenOf(bytes, one(mdiaChildren, 'minf')), 'stbl')
  const stblChildren = childrenOf(bytes, stbl)
  const stsd = one(stblChildren, 'stsd')
  const [entry] = childrenOf(bytes, stsd, 8)
  if (!entry || entry.type !== 'mp4a' || bytes.readUInt32BE(stsd.bodyStart + 4) !== 1) unsupported('not one AAC track')
  const sampleRate = bytes.readUInt32BE(entry.bodyStart + 24) >>> 16
  if (sampleRate < 8000) unreadable('an AAC sample rate below 8 kHz')
  const mdatBytes = only(top, 'mdat').reduce((sum, box) => sum + (box.end - box.bodyStart), 0)
  // Frames in the plain sample table, then in each fragment's runs.
  const stsz = one(stblChildren, 'stsz')
  const defaultSize = bytes.readUInt32BE(stsz.bodyStart + 4)
  let frames = bytes.readUInt32BE(stsz.bodyStart + 8)
  let frameBytes = defaultSize ? defaultSize * frames : 0
  if (!defaultSize) {
    if (stsz.bodyStart + 12 + 4 * frames > stsz.end) unreadable('a cut-off sample table')
    for (let index = 0; index < frames; index += 1) frameBytes += bytes.readUInt32BE(stsz.bodyStart + 12 + 4 * index)
  }
  const trex = only(moovChildren, 'mvex').flatMap((mvex) => only(childrenOf(bytes, mvex), 'trex'))[0]
  const trexSize = trex ? bytes.readUInt32BE(trex.bodyStart + 16) : 0
  for (const moof of only(top, 'moof')) {
    for (const traf of only(childrenOf(bytes, moof), 'traf')) {
      const trafChildren = childrenOf(bytes, traf)
      const tfhd = one(trafChildren, 'tfhd')
      const tfhdFlags = bytes.readUInt32BE(tfhd.bodyStart) & 0xffffff
      // tfhd's optional fields, in order: base data offset (8), sample description (4), duration (4), size (4).
      const sizeAt = tfhd.bodyStart + 8 + (tfhdFlags & 0x1 ? 8 : 0) + (tfhdFlags & 0x2 ? 4 : 0) + (tfhdFlags & 0x8 ? 4 : 0)
      const fragmentSize = tfhdFlags & 0x10 ? bytes.readUInt32BE(sizeAt) : trexSize
      for (const trun of only(trafChildren, 'trun')) {
        const flags = bytes.readUInt32BE(trun.bodyStart) & 0xffffff
        const count = bytes.readUInt32BE(trun.bodyStart + 4)
        const fieldsPerSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length
        let offset = trun.bodyStart + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0)
        if (offset + 4 * fieldsPerSample * count > trun.end) unreadable('a cut-off fragment run')
        for (let index = 0; index < count; index += 1) {
          if (flags & 0x100) offset += 4
          frameBytes += flags & 0x200 ? bytes.readUInt32BE(offset) : fragmentSize
          offset += 4 * (fieldsPerSample - (flags & 0x100 ? 1 : 0))
        }
        frames += count
      }
    }
  }
  if (frameBytes > mdatBytes) unreadable('frames that the media data cannot hold')
  for (const box of [top, moovChildren, trakChildren, mdiaChildren].flat()) if (mp4Metadata.has(box.type)) freeMp4Box(bytes, box)
  return (frames * 1024) / sampleRate
}
