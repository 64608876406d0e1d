import type { ServerResponse } from 'node:http'

/**
 * Next.js drops `Content-Length` from route handler responses (next/dist/server/send-response.js), so a byte range
 * of a lesson video would go out chunked, which Safari's media loader handles badly. A single-range `206` states its
 * length in `Content-Range` anyway: this writes it back as `Content-Length` when the response's headers go out.
 */
export const lengthFromContentRange = (res: ServerResponse): void => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    const range = String(res.getHeader('content-range') ?? '').match(/^bytes (\d+)-(\d+)\/(\d+|\*)$/)
    if (status === 206 && range && !res.hasHeader('content-length')) res.setHeader('Content-Length', Number(range[2]) - Number(range[1]) + 1)
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}
