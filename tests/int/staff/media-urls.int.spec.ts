import { describe, expect, it } from 'vitest'

import { testEnv } from '../../support/testEnv'

/**
 * serverURL (from PUBLIC_URL) makes Payload's media URLs absolute, for absolute staff reset links. Pages still render
 * images through next/image from site paths, which it optimises without a remote-host allow-list.
 */
const { baseUrl } = testEnv()

describe('media URLs with serverURL set', () => {
  it('are absolute in the REST API', async () => {
    const response = await fetch(`${baseUrl}/api/media?limit=1`)
    const { docs } = (await response.json()) as { docs: { url: string }[] }
    expect(docs[0].url.startsWith(`${process.env.PUBLIC_URL}/api/media/file/`)).toBe(true)
  })

  it('render on the landing page as optimised site images that load', async () => {
    const response = await fetch(`${baseUrl}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const sources = [...html.matchAll(/\/_next\/image\?url=([^&"]+)&amp;w=\d+&amp;q=\d+/g)]
    const mediaImages = sources.filter(([, url]) => decodeURIComponent(url).startsWith('/api/media/file/'))
    expect(mediaImages.length).toBeGreaterThanOrEqual(7)
    const image = await fetch(`${baseUrl}${mediaImages[0][0].replaceAll('&amp;', '&')}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })
})
