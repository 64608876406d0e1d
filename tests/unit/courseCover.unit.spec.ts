import { describe, expect, it } from 'vitest'

import { courseColourHex, courseColours } from '@/lib/rules/courseColours'
import { courseCoverFrom, mediaFileUrl } from '@/lib/rules/courseCover'

const noCover = { colour: 'teal', cover_filename: null, cover_alt: null, cover_width: null, cover_height: null }

describe('course covers', () => {
  it('draws the picture from its file, description and size', () => {
    expect(courseCoverFrom({ colour: 'plum', cover_filename: 'van & ladder.webp', cover_alt: 'A van', cover_width: '800', cover_height: 450 })).toEqual({
      colour: courseColours.plum,
      image: { url: '/api/media/file/van%20%26%20ladder.webp', alt: 'A van', width: 800, height: 450 },
    })
  })

  it("falls back to the course's colour without a picture, or with one missing its size", () => {
    expect(courseCoverFrom(noCover)).toEqual({ colour: courseColours.teal, image: null })
    expect(courseCoverFrom({ ...noCover, cover_filename: 'a.webp', cover_width: 800 }).image).toBeNull()
  })

  it('takes navy for a course saved before colours, or an unknown one', () => {
    expect(courseColourHex(null)).toBe(courseColours.navy)
    expect(courseColourHex('toString')).toBe(courseColours.navy)
    expect(courseColourHex('brick')).toBe(courseColours.brick)
  })

  it('names an uploaded file under /api/media/file/', () => {
    expect(mediaFileUrl('a/b.png')).toBe('/api/media/file/a%2Fb.png')
  })
})
