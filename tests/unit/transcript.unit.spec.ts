import { readFileSync } from 'node:fs'

import { parseText } from 'media-captions'
import { describe, expect, it } from 'vitest'

import {
  cuePlainText,
  currentCue,
  hasTranscriptSource,
  paragraphsOf,
  pastedTranscript,
  timedTranscript,
  transcriptFilename,
  transcriptText,
  videoLacksText,
  type TranscriptCue,
} from '@/lib/rules/transcript'

const cue = (startSeconds: number, endSeconds: number, text: string): TranscriptCue => ({ startSeconds, endSeconds, text })

describe('cuePlainText', () => {
  it('drops WebVTT tags and timestamps, decodes entities and joins lines', () => {
    expect(cuePlainText('<v Sam>Hello <b>there</b> &amp; <i.loud>you</i></v>')).toBe('Hello there & you')
    expect(cuePlainText('Each lesson is short,\nso watch <00:00:02.000>on a break.')).toBe('Each lesson is short, so watch on a break.')
    expect(cuePlainText('<ruby>漢<rt>kan</rt></ruby>字 &lt;3')).toBe('漢字 <3')
    expect(cuePlainText('  <c.yellow></c>  ')).toBe('')
  })
})

describe('paragraphsOf', () => {
  it('breaks after a sentence once a paragraph has three cues', () => {
    const cues = [cue(0, 2, 'One.'), cue(2, 4, 'Two.'), cue(4, 6, 'Three.'), cue(6, 8, 'Four'), cue(8, 10, 'five.')]
    expect(paragraphsOf(cues).map((each) => each.map((one) => one.text))).toEqual([['One.', 'Two.', 'Three.'], ['Four', 'five.']])
  })

  it('breaks after a pause of more than two seconds, and keeps a sentence that runs across cues together', () => {
    const cues = [cue(0, 2, 'Measure twice,'), cue(2, 4, 'cut once'), cue(4, 6, 'and then'), cue(6, 8, 'check it.'), cue(10.5, 12, 'Next.')]
    expect(paragraphsOf(cues).map((each) => each.length)).toEqual([4, 1])
  })

  it('breaks after eight cues without punctuation', () => {
    const cues = Array.from({ length: 10 }, (_, index) => cue(index, index + 1, `word ${index}`))
    expect(paragraphsOf(cues).map((each) => each.length)).toEqual([8, 2])
    expect(paragraphsOf([])).toEqual([])
  })
})

describe('timedTranscript', () => {
  it('builds paragraphs from the seeded captions', async () => {
    const parsed = await parseText(readFileSync('src/seed/media/lesson-sample.en.vtt', 'utf8'), { type: 'vtt' })
    const transcript = timedTranscript(parsed.cues)
    if (transcript?.kind !== 'timed') throw new Error('expected a timed transcript')
    expect(transcript.paragraphs.map((cues) => [cues[0].startSeconds, cues.length])).toEqual([
      [0, 3],
      [12, 3],
      [30, 2],
    ])
    expect(transcript.paragraphs[0][2].text).toBe('Each real lesson is under 10 minutes, so you can watch on a break, in the van or at home.')
  })

  it('sorts cues by time, drops empty ones, and is null with no words', () => {
    const transcript = timedTranscript([
      { startTime: 4, endTime: 6, text: 'second.' },
      { startTime: 2, endTime: 3, text: '<b> </b>' },
      { startTime: 0, endTime: 2, text: 'first' },
    ])
    expect(transcript).toEqual({ kind: 'timed', paragraphs: [[cue(0, 2, 'first'), cue(4, 6, 'second.')]] })
    expect(timedTranscript([{ startTime: 0, endTime: 1, text: '<i></i>' }])).toBeNull()
    expect(timedTranscript([])).toBeNull()
  })
})

describe('pastedTranscript', () => {
  it('splits at blank lines and joins the lines of each paragraph', () => {
    expect(pastedTranscript('  First line\nsame paragraph.\r\n\r\n  \n\nSecond   paragraph.\n \n')).toEqual({
      kind: 'plain',
      paragraphs: ['First line same paragraph.', 'Second paragraph.'],
    })
    expect(pastedTranscript(' \n\n \t')).toBeNull()
  })
})

describe('transcriptText', () => {
  it('is the title, a blank line and the paragraphs, timed ones with their start', () => {
    const timed = { kind: 'timed' as const, paragraphs: [[cue(0, 2, 'Hello.'), cue(2, 4, 'Welcome.')], [cue(72, 75, 'Later on.')]] }
    expect(transcriptText('Quoting  basics', timed)).toBe('Quoting basics\n\n[0:00] Hello. Welcome.\n\n[1:12] Later on.\n')
    expect(transcriptText('Notes', { kind: 'plain', paragraphs: ['One.', 'Two.'] })).toBe('Notes\n\nOne.\n\nTwo.\n')
  })
})

describe('transcriptFilename', () => {
  it('slugifies the title to safe ASCII', () => {
    expect(transcriptFilename('Pricing Jobs: Labour & Materials (Part 2)')).toBe('pricing-jobs-labour-materials-part-2-transcript.txt')
    expect(transcriptFilename('Café "déjà vu"\r\n')).toBe('cafe-deja-vu-transcript.txt')
    expect(transcriptFilename('✓✓')).toBe('lesson-transcript.txt')
    expect(transcriptFilename('a'.repeat(200))).toBe(`${'a'.repeat(80)}-transcript.txt`)
  })
})

describe('currentCue', () => {
  const cues = [cue(0, 3, 'a'), cue(3, 6, 'b'), cue(8, 10, 'c'), cue(9, 12, 'd')]

  it('finds the cue being spoken, the later one where cues overlap', () => {
    expect(currentCue(cues, 0)?.text).toBe('a')
    expect(currentCue(cues, 3)?.text).toBe('b')
    expect(currentCue(cues, 9.5)?.text).toBe('d')
  })

  it('is null before, between and after cues', () => {
    expect(currentCue(cues, -1)).toBeNull()
    expect(currentCue(cues, 7)).toBeNull()
    expect(currentCue(cues, 12)).toBeNull()
    expect(currentCue([], 1)).toBeNull()
  })
})

describe('hasTranscriptSource', () => {
  it('is true with a captions file, a captions address or a pasted transcript', () => {
    expect(hasTranscriptSource({ captionsFile: 'some-id' })).toBe(true)
    expect(hasTranscriptSource({ captionsUrl: '/media/x.vtt' })).toBe(true)
    expect(hasTranscriptSource({ transcript: 'Hello.' })).toBe(true)
    expect(hasTranscriptSource({ captionsFile: null, captionsUrl: ' ', transcript: '\n' })).toBe(false)
    expect(hasTranscriptSource({})).toBe(false)
  })
})

describe('videoLacksText', () => {
  it.each([
    ['a video with captions', { videoUrl: '/v.mp4', captionsUrl: '/v.vtt' }, false],
    ['an uploaded video with a pasted transcript', { videoFile: 'id', transcript: 'Words.' }, false],
    ['a video with neither', { videoUrl: '/v.mp4', captionsUrl: ' ', transcript: '' }, true],
    ['an uploaded video with neither', { videoFile: 'id' }, true],
    ['no video yet', { captionsUrl: null }, false],
  ])('%s → %s', (_, lesson, lacks) => {
    expect(videoLacksText(lesson)).toBe(lacks)
  })
})
