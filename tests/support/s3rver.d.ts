/** The part of s3rver (a local S3-compatible server, no types of its own) that the object storage test uses. */
declare module 's3rver' {
  import type { Server } from 'node:http'

  type Options = { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: { name: string }[] }

  export default class S3rver {
    constructor(options: Options)
    httpServer: Server
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
