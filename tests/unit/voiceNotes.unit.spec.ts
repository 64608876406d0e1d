import { describe, expect, it } from 'vitest'

import { opusPacketSeconds, readVoiceNote, type VoiceNote } from '@/domains/workbook/voiceNotes'

import { voiceFixture as fixture, voiceFixtureTags as tagged } from '../support/voiceFixtures'

const read = (bytes: Buffer): VoiceNote => {
  const note = readVoiceNote(bytes)
  if (typeof note === 'string') throw new Error(`refused: ${note}`)
  return note
}

describe('reading a voice note from its bytes', () => {
  it.each([
    ['tone-5s.webm', 'webm', 'audio/webm'],
    ['tone-5s.ogg', 'ogg', 'audio/ogg'],
    ['tone-5s.m4a', 'mp4', 'audio/mp4'],
    ['tone-5s-fragmented.mp4', 'mp4', 'audio/mp4'],
  ])('%s: its container, its length counted from its packets, and no metadata left', (name, container, mimeType) => {
    const original = fixture(name)
    for (const text of tagged) expect(original.includes(text)).toBe(true)
    const note = read(original)
    expect(note).toMatchObject({ container, mimeType })
    expect(note.seconds).toBeGreaterThan(4.9)
    expect(note.seconds).toBeLessThan(5.3)
    expect(note.bytes.length).toBe(original.length)
    for (const text of tagged) expect(note.bytes.includes(text)).toBe(false)
    // Blanked in place: read again, it is the same recording.
    expect(read(note.bytes).seconds).toBe(note.seconds)
  })

  it('counts a minute-long recording as long as it is, whatever its header says', () => {
    const original = fixture('tone-61s.webm')
    expect(read(original).seconds).toBeCloseTo(61, 0)
    // The Info element's Duration (a float, ID 0x4489) rewritten to say 5 seconds: the blocks still play for 61.
    const lying = Buffer.from(original)
    const at = lying.indexOf(Buffer.from([0x44, 0x89, 0x88]))
    expect(at).toBeGreaterThan(0)
    lying.writeDoubleBE(5000, at + 3)
    expect(read(lying).seconds).toBeCloseTo(61, 0)
  })

  it('counts an Ogg recording by its packets, not by the last page granule', () => {
    const original = fixture('tone-5s.ogg')
    const lying = Buffer.from(original)
    const lastPage = lying.lastIndexOf(Buffer.from('OggS'))
    lying.writeBigUInt64LE(480n, lastPage + 6) // the granule position: 10 ms
    expect(read(lying).seconds).toBeCloseTo(read(original).seconds, 5)
  })

  it('refuses other kinds of file, and a cut-off or garbled recording, without throwing', () => {
    expect(readVoiceNote(fixture('with-video.webm'))).toBe('unsupported')
    expect(readVoiceNote(fixture('vorbis-5s.ogg'))).toBe('unsupported')
    expect(readVoiceNote(Buffer.from('RIFF....WAVEfmt '))).toBe('unsupported')
    expect(readVoiceNote(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('unsupported')
    expect(readVoiceNote(Buffer.alloc(0))).toBe('unsupported')
    // WebM is written as a stream, so a cut-off one plays up to the cut, and counts as long as that.
    const webm = fixture('tone-5s.webm')
    expect(read(webm.subarray(0, Math.floor(webm.length / 3))).seconds).toBeLessThan(2)
    for (const name of ['tone-5s.ogg', 'tone-5s.m4a', 'tone-5s-fragmented.mp4']) {
      expect(readVoiceNote(fixture(name).subarray(0, Math.floor(fixture(name).length / 3)))).toBe('unreadable')
    }
    for (const name of ['tone-5s.webm', 'tone-5s.ogg', 'tone-5s.m4a', 'tone-5s-fragmented.mp4']) {
      const whole = fixture(name)
      const garbled = Buffer.from(whole)
      for (let index = 40; index < garbled.length; index += 7) garbled[index] ^= 0xa5
      expect(['unreadable', 'unsupported']).toContain(readVoiceNote(garbled))
    }
  })
})

describe('the length of an Opus packet', () => {
  it('is its frame length times its frames (RFC 6716)', () => {
    expect(opusPacketSeconds(Uint8Array.from([(1 << 3) | 0]))).toBe(0.02) // SILK 20 ms, one frame
    expect(opusPacketSeconds(Uint8Array.from([(31 << 3) | 1, 0]))).toBe(0.04) // CELT 20 ms, two frames
    expect(opusPacketSeconds(Uint8Array.from([(16 << 3) | 3, 4]))).toBe(0.01) // CELT 2.5 ms, four frames
    expect(() => opusPacketSeconds(Uint8Array.from([(3 << 3) | 3, 3]))).toThrow() // 3 × 60 ms is over 120 ms
    expect(() => opusPacketSeconds(new Uint8Array(0))).toThrow()
  })
})
