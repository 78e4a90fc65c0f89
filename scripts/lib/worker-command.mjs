// How the benchmark and the tests start a worker: as production does (`npm run worker`: the bundle, its
// memory flags and export condition, read from package.json), with a pid of its own, from a bundle built
// from the current sources so none runs a stale one.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildWorker } from '../build-worker.mjs'
import { usesAppConditions } from './app-conditions.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Builds the worker bundle; returns what follows `node` in the worker script. */
export async function builtWorkerArgs() {
  await buildWorker()
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const [command, ...args] = scripts.worker.trim().split(/\s+/)
  if (command !== 'node') throw new Error(`The worker script must start with node: ${scripts.worker}`)
  if (!usesAppConditions(args)) throw new Error(`The worker script must load the app as app-conditions.mjs says: ${scripts.worker}`)
  return args
}
