import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** A real S3-protocol server (s3rver) on loopback, with one empty bucket, for the storage tests. */
export async function startS3(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    async stop() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
