// The node arguments of `npm run worker`, read from package.json, so the newsletter benchmark and crash
// test run the worker process exactly as production does (with its memory flags), with a pid of its own.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** @returns {string[]} what follows `node` in the worker script */
export function workerNodeArgs() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const [command, ...args] = scripts.worker.trim().split(/\s+/)
  if (command !== 'node') throw new Error(`The worker script must start with node: ${scripts.worker}`)
  return args
}
