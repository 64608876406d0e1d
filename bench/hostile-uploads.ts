/**
 * Sign-in while photos are processed: a learner's sign-in time alone, then while another learner sends four photos
 * at once, for two kinds of photo:
 *   - hostile: the security review's 0.5 KB SVG sent as `image/png` (16,000 × 16,000 with blur and morphology
 *     filters), which the server should refuse from its bytes before any image work;
 *   - large: a plain 36-megapixel PNG of about 100 KB, a real photo the server must read and shrink.
 * Image work shares libuv's threads with password hashing, so without a limit on it a sign-in waits behind the photos.
 *
 *   npm run bench:uploads      (reuses the build when there is one; BUILD=1 rebuilds)
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import sharp from 'sharp'

import { startStack } from '../scripts/lib/stack'
import { featuredCourseId } from './lib/benchApi'
import { summarise } from './lib/stats'

const hostileSvg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="16000" height="16000"><filter id="f" x="0" y="0" width="1" height="1">` +
    `<feMorphology operator="dilate" radius="60"/><feGaussianBlur stdDeviation="90"/><feMorphology operator="erode" radius="40"/></filter>` +
    `<rect width="16000" height="16000" fill="#c63" filter="url(#f)"/><circle cx="8000" cy="8000" r="7000" fill="#36c" filter="url(#f)"/></svg>`,
)

const largePng = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
  .png({ compressionLevel: 9 })
  .toBuffer()

const stack = await startStack({
  name: 'uploads',
  reuseBuild: process.env.BUILD !== '1',
  settings: { RATE_LIMIT_MAX: '1000000', LOGIN_ADDRESS_MAX_FAILURES: '1000000', UPLOAD_RATE_LIMIT_MAX: '1000000' },
})

const json = { 'content-type': 'application/json' }
const password = 'bench-password-1'

const register = async (name: string) => {
  const email = `bench-${name}-${Date.now()}@example.test`
  const response = await fetch(`${stack.baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', lastName: name, email, company: 'Bench Ltd', password }),
  })
  if (response.status !== 201) throw new Error(`Registration failed: ${response.status}`)
  return { email, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] }
}

const signIn = async (email: string): Promise<number> => {
  const started = performance.now()
  const response = await fetch(`${stack.baseUrl}/api/v1/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`)
  return performance.now() - started
}

try {
  const uploader = await register('uploader')
  const signer = await register('signer')
  const courseId = await featuredCourseId(stack.baseUrl)
  await fetch(`${stack.baseUrl}/api/v1/courses/${courseId}/enroll`, { method: 'POST', headers: { ...json, cookie: uploader.cookie }, body: '{}' })
  const course = (await (await fetch(`${stack.baseUrl}/api/v1/courses/${courseId}`, { headers: { cookie: uploader.cookie } })).json()) as { lessons: { id: string }[] }
  let photoLesson: string | undefined
  for (const lesson of course.lessons) {
    const action = await fetch(`${stack.baseUrl}/api/v1/lessons/${lesson.id}/action`, { headers: { cookie: uploader.cookie } })
    const state = action.ok ? ((await action.json()) as { prompts: { kind: string }[] }) : null
    if (state?.prompts.some((prompt) => prompt.kind === 'photo')) {
      photoLesson = lesson.id
      break
    }
  }
  if (!photoLesson) throw new Error('No lesson of the featured course asks for a photo')

  const upload = async (bytes: Buffer) => {
    const started = performance.now()
    const response = await fetch(`${stack.baseUrl}/api/v1/lessons/${photoLesson}/action/files/${crypto.randomUUID()}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', cookie: uploader.cookie },
      body: new Uint8Array(bytes),
    })
    await response.arrayBuffer()
    return { status: response.status, ms: performance.now() - started }
  }

  const alone: number[] = []
  for (let run = 0; run < 3; run += 1) await signIn(signer.email)
  for (let run = 0; run < 10; run += 1) alone.push(await signIn(signer.email))

  const underLoad = async (bytes: Buffer) => {
    const uploads = Promise.all(Array.from({ length: 4 }, () => upload(bytes)))
    let done = false
    void uploads.then(() => (done = true))
    const signIns: number[] = []
    // Sign in again and again while the four photos are being handled (at least once).
    do signIns.push(await signIn(signer.email))
    while (!done)
    const answers = await uploads
    return { signIn: summarise(signIns), uploads: answers.map((answer) => `${answer.status} in ${Math.round(answer.ms)} ms`) }
  }

  const results = {
    signInAlone: summarise(alone),
    hostileSvg: { bytes: hostileSvg.length, ...(await underLoad(hostileSvg)) },
    largePng: { bytes: largePng.length, megapixels: 36, ...(await underLoad(largePng)) },
  }
  console.table({
    'sign-in alone': results.signInAlone,
    'while 4 hostile SVGs are sent': results.hostileSvg.signIn,
    'while 4 large PNGs are sent': results.largePng.signIn,
  })
  console.info('hostile SVG uploads:', results.hostileSvg.uploads.join(', '))
  console.info('large PNG uploads:', results.largePng.uploads.join(', '))
  console.info(
    `sign-in mean while sending: hostile ${(results.hostileSvg.signIn.mean / results.signInAlone.mean).toFixed(1)}x, large ${(results.largePng.signIn.mean / results.signInAlone.mean).toFixed(1)}x of alone`,
  )
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/hostile-uploads.json', JSON.stringify(results, null, 2))
} finally {
  await stack.stop()
}
