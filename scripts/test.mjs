#!/usr/bin/env node
// `npm test`: every check, as the package's scripts run them one by one, stopping at the first that
// fails. The static checks are single-threaded, so they share the two cores in two lanes (eslint; prettier
// then tsc), each lane's output printed when it ends; the test phases after them each need the machine
// and run one after the other. Ends with how long each phase took.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const lanes = [['lint:eslint'], ['format:check', 'typecheck']]
const phases = ['test:int', 'test:e2e', 'test:newsletter-crash']

const children = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    process.exitCode = 1
  })
}

/** Runs `npm run <script>`; with `capture`, its output is kept and handed back instead of printed. */
function run(script, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    children.add(child)
    let output = ''
    if (capture) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk))
    child.on('close', (code, signal) => {
      children.delete(child)
      resolve({ ok: code === 0 && !signal, output })
    })
  })
}

const timings = []
async function timed(name, work) {
  const started = Date.now()
  const ok = await work()
  timings.push({ name, seconds: Math.round((Date.now() - started) / 1000), ok })
  return ok
}

function report() {
  console.log('\nnpm test phases:')
  for (const { name, seconds, ok } of timings)
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(40)} ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`)
}

let ok = await timed(lanes.map((lane) => lane.join(' + ')).join(' | '), async () => {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const script of lane) {
        const { ok: passed, output } = await run(script, { capture: true })
        process.stdout.write(`\n> npm run ${script}\n${output}`)
        if (!passed) return false
      }
      return true
    }),
  )
  return results.every(Boolean)
})
for (const script of phases) {
  if (!ok || process.exitCode) break
  console.log(`\n> npm run ${script}`)
  ok = await timed(script, async () => (await run(script)).ok)
}
report()
process.exit(ok && !process.exitCode ? 0 : 1)
