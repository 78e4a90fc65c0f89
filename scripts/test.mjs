#!/usr/bin/env node
// `npm test`: every check, as the package's scripts run them, stopping after the first stage that fails.
// Much of a test phase is one busy process (a Vitest worker, a browser's renderer, a worker being killed
// and restarted) or a wait for the clock, so each stage runs lanes side by side, and the steps of a lane
// one after the other:
//   1. eslint, then prettier, then the integration tests | tsc, then the production build, then the
//      accessibility sweep in the browser (Playwright project a11y) and the staff dashboard spec
//   2. every other browser spec, then the mail specs on an instance sending e-mail | the crash test, then
//      the browser tests that wait for a scheduled minute (project waits), then the tests that start
//      instances of their own (cache, bytes, origin), then the rest of the browser specs and the
//      no-JavaScript project
//   3. the connection budget under load, alone
// A lane's lines are printed as they come, each after its step's label. Ends with how long each step took
// and how busy the machine's CPUs were meanwhile (all lanes together).
// (Two Playwright workers, each against its own app, made step 3 no faster: the browser specs already
// keep both cores busy.)
//
// Every step has a time limit and a silence limit: a step that hangs is stopped with a failure long
// before CI's own limit, after each of its Node processes has written a diagnostic report (its
// JavaScript stack and open handles, `--report-on-signal`), whose stacks are printed with the step's
// last lines of output at the end, where a truncated CI log still shows them.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const MINUTE = 60_000
/** The build the e2e steps after the first share was made by scripts/e2e.mjs's build step. */
const E2E_BUILT = { E2E_BUILT_BY_STEP: '1' }
/**
 * The stages, each a list of lanes, each a list of steps. The limits are about twice what a step takes on
 * a quiet 2-core machine.
 */
const stages = [
  [
    [
      { script: 'lint:eslint', limitMs: 10 * MINUTE, quiet: true },
      { script: 'format:check', limitMs: 10 * MINUTE, quiet: true },
      // Needs no build: it starts while the other lane builds, instead of waiting for the build to end.
      { script: 'test:int', limitMs: 25 * MINUTE },
    ],
    [
      { script: 'typecheck', limitMs: 10 * MINUTE, quiet: true },
      { label: 'e2e build', script: 'test:e2e', env: { E2E_STEPS: 'build' }, limitMs: 15 * MINUTE },
      {
        label: 'e2e accessibility + admin',
        script: 'test:e2e',
        env: { E2E_STEPS: 'browser', ...E2E_BUILT },
        // The sweep runs first (projects run in playwright.config.ts's order), then the staff dashboard spec.
        args: ['--project=a11y', '--project=chromium-beside-a11y'],
        limitMs: 20 * MINUTE,
      },
    ],
  ],
  [
    [
      {
        label: 'e2e browser + mail',
        script: 'test:e2e',
        env: { E2E_STEPS: 'browser,mail', ...E2E_BUILT },
        args: ['--project=chromium'],
        limitMs: 40 * MINUTE,
      },
    ],
    [
      { script: 'test:newsletter-crash', limitMs: 15 * MINUTE },
      {
        label: 'e2e waits',
        script: 'test:e2e',
        env: { E2E_STEPS: 'browser', ...E2E_BUILT },
        args: ['--project=waits'],
        limitMs: 15 * MINUTE,
      },
      { label: 'e2e instances', script: 'test:e2e', env: { E2E_STEPS: 'instances', ...E2E_BUILT }, limitMs: 20 * MINUTE },
      {
        label: 'e2e browser, second lane',
        script: 'test:e2e',
        env: { E2E_STEPS: 'browser', ...E2E_BUILT },
        args: ['--project=chromium-beside-instances', '--project=no-js'],
        limitMs: 15 * MINUTE,
      },
    ],
  ],
  // Alone: beside the crash test, its 100 clients timed out on a busy machine, which says nothing about the pool.
  [[{ label: 'e2e load', script: 'test:e2e', env: { E2E_STEPS: 'load', ...E2E_BUILT }, limitMs: 10 * MINUTE }]],
]
/** No step is silent this long when it works: the longest quiet stretch is the production build. */
const SILENCE_LIMIT_MS = 8 * MINUTE
const TAIL_LINES = 40
/** How long a stopped step's processes get to write their reports (one /proc tick is 10 ms). */
const STACK_WAIT_MS = 5_000

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headstash-test-reports-'))
const children = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) killGroup(child, signal)
    process.exitCode = 1
  })
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/**
 * The Node processes in `child`'s process group, with their command line and CPU time so far (Linux
 * /proc; elsewhere none, and no reports).
 */
function nodeProcessesOf(child) {
  const found = []
  let entries = []
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return found
  }
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      // pid (comm) state ppid pgrp …: comm may hold spaces, so split after its closing parenthesis.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== child.pid || !/^(node|npm|MainThread)/.test(comm)) continue
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 160)
      found.push({ pid: Number(pid), command, cpuTicks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // exited meanwhile
    }
  }
  return found
}

/**
 * What each Node process of a stopped step was doing: busy (a synchronous loop, which also keeps it
 * from writing a report) or waiting, and from its report the JavaScript stack and open handles.
 */
function describeStopped(before, after) {
  const lines = []
  for (const { pid, command, cpuTicks } of before) {
    const later = after.find((entry) => entry.pid === pid)
    const busy = later ? (later.cpuTicks - cpuTicks) / (STACK_WAIT_MS / 10) : 0
    lines.push(`-- pid ${pid} (${busy > 0.8 ? 'busy: on the CPU the whole time' : 'waiting'}): ${command}`)
  }
  for (const name of fs.readdirSync(reportDir).filter((file) => file.endsWith('.json'))) {
    try {
      const report = JSON.parse(fs.readFileSync(path.join(reportDir, name), 'utf8'))
      const command = (report.header?.commandLine ?? []).join(' ').slice(0, 160)
      const handles = (report.libuv ?? []).filter((handle) => handle.is_active).map((handle) => handle.type)
      lines.push(`-- report of pid ${report.header?.processId}: ${command}`)
      lines.push(`   active handles: ${handles.length ? [...new Set(handles)].join(', ') : 'none'}`)
      for (const frame of (report.javascriptStack?.stack ?? []).slice(0, 12)) lines.push(`   ${frame}`)
    } catch {
      lines.push(`-- ${name}: unreadable`)
    }
  }
  return lines
}

/**
 * Runs `npm run <script> -- <args>` in its own process group. A `quiet` step's output is kept and printed
 * in one piece when it ends; any other's is printed as it comes, each line after `label` when lanes run
 * side by side (`prefix`), and its last lines kept.
 */
function run({ script, label, env = {}, args = [], quiet = false, limitMs = Infinity }, prefix) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: {
        ...process.env,
        ...env,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--report-on-signal --report-signal=SIGUSR2 --report-directory=${reportDir}`]
          .filter(Boolean)
          .join(' '),
      },
    })
    children.add(child)
    let output = ''
    let tail = []
    let lastOutput = Date.now()
    const started = Date.now()
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = ''
      stream.on('data', (chunk) => {
        lastOutput = Date.now()
        if (quiet) {
          output += chunk
          return
        }
        const lines = (partial + chunk).split('\n')
        partial = lines.pop()
        if (lines.length) sink.write(lines.map((line) => `${prefix ? `[${label}] ` : ''}${line}\n`).join(''))
        tail = tail.concat(lines).slice(-TAIL_LINES)
      })
      stream.on('end', () => {
        if (partial) sink.write(`${prefix ? `[${label}] ` : ''}${partial}\n`)
      })
    }
    let stopped = ''
    let diagnosis = []
    const watchdog = setInterval(() => {
      const now = Date.now()
      if (now - started > limitMs) stopped = `ran longer than ${limitMs / MINUTE} min`
      else if (now - lastOutput > SILENCE_LIMIT_MS) stopped = `printed nothing for ${SILENCE_LIMIT_MS / MINUTE} min`
      if (!stopped) return
      clearInterval(watchdog)
      const processes = nodeProcessesOf(child)
      for (const { pid } of processes) {
        try {
          process.kill(pid, 'SIGUSR2')
        } catch {
          // exited meanwhile
        }
      }
      setTimeout(() => {
        diagnosis = describeStopped(processes, nodeProcessesOf(child))
        killGroup(child, 'SIGTERM')
        setTimeout(() => killGroup(child, 'SIGKILL'), 15_000)
      }, STACK_WAIT_MS)
    }, 10_000)
    child.on('close', (code, signal) => {
      clearInterval(watchdog)
      children.delete(child)
      // Whatever the step left running in its group (a server, a database) goes with it.
      killGroup(child, 'SIGKILL')
      // A quiet step's last lines come from its kept output.
      if (quiet) tail = output.split('\n').slice(-TAIL_LINES)
      resolve({ ok: code === 0 && !signal && !stopped, output, tail, stopped, diagnosis, started })
    })
  })
}

const timings = []
const failures = []

/**
 * The machine's CPU time so far (Linux /proc/stat, in ticks): busy and total over all cores; null
 * elsewhere. Two readings give how busy the machine was between them, which says whether a slow step
 * waited for the CPU (the other lane's work) or for something else.
 */
function cpuTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const ticks = fields.map(Number)
    const total = ticks.reduce((sum, value) => sum + value, 0)
    // idle and iowait are the fourth and fifth fields.
    return { busy: total - ticks[3] - ticks[4], total }
  } catch {
    return null
  }
}
const busyShare = (from, to) => (from && to && to.total > from.total ? (to.busy - from.busy) / (to.total - from.total) : null)
const percent = (share) => (share === null ? '' : `  machine busy ${Math.round(share * 100)} %`)

/** Runs one step, recording its time and, when it fails, its last lines and failed browser tests. */
async function step(definition, prefix) {
  const label = definition.label ?? definition.script
  if (!prefix && !definition.quiet) console.log(`\n> ${label}`)
  // Each end-to-end step keeps its app log and Playwright results apart: steps of one stage run at once.
  const resultsDir = definition.script === 'test:e2e' ? path.join('test-results', label.replaceAll(/\W+/g, '-')) : null
  const env = resultsDir ? { ...definition.env, E2E_RESULTS_DIR: resultsDir } : definition.env
  const cpuBefore = cpuTicks()
  const result = await run({ ...definition, env, label }, prefix)
  if (definition.quiet) process.stdout.write(`\n> npm run ${definition.script}\n${result.output}`)
  timings.push({
    name: label,
    seconds: Math.round((Date.now() - result.started) / 1000),
    ok: result.ok,
    busy: busyShare(cpuBefore, cpuTicks()),
  })
  if (!result.ok) {
    const failedTests = resultsDir ? failedEndToEndTests(resultsDir, result.started) : []
    failures.push({ label, ...result, failedTests })
  }
  return result.ok
}

const ERROR_LINES = 12

/**
 * Each failed Playwright test of the step whose results are in `resultsDir` (the JSON report of
 * playwright.config.ts) since `since`, with the first lines of its error, or [] when none is known.
 */
function failedEndToEndTests(resultsDir, since) {
  const file = path.join(resultsDir, 'playwright-results.json')
  let results
  try {
    if (fs.statSync(file).mtimeMs < since) return []
    results = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return []
  }
  const failed = []
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const result of spec.tests.flatMap((test) => test.results)) {
        if (result.status === 'passed' || result.status === 'skipped') continue
        const message = stripVTControlCharacters(result.error?.message ?? result.status)
          .split('\n')
          .slice(0, ERROR_LINES)
        failed.push([`${spec.file}:${spec.line} › ${spec.title}`, ...message.map((line) => `    ${line}`)].join('\n'))
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of results.suites ?? []) visit(suite)
  return failed
}

// CI shows only the end of the log: what failed and why comes last, just before the step times.
function report() {
  for (const { label, tail, stopped, diagnosis, failedTests } of failures) {
    console.log(`\n${label} ${stopped ? `was stopped: it ${stopped}` : 'failed'}; its last lines:`)
    console.log(tail.join('\n'))
    if (stopped) console.log(['Its Node processes when stopped:', ...diagnosis].join('\n'))
    if (failedTests.length) console.log(['\nFailed end-to-end tests:', ...failedTests].join('\n'))
  }
  console.log('\nnpm test steps (lanes of a stage overlap):')
  for (const { name, seconds, ok, busy } of timings) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(24)} ${duration(seconds)}${percent(busy)}`)
  }
}

const duration = (seconds) => `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`

const started = Date.now()
const cpuAtStart = cpuTicks()
let ok = true
for (const lanes of stages) {
  const prefix = lanes.length > 1
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const definition of lane) if (!(await step(definition, prefix))) return false
      return true
    }),
  )
  ok = results.every(Boolean) && !process.exitCode
  if (!ok) break
}
report()
console.log(
  `  ${'npm test'.padEnd(29)} ${duration(Math.round((Date.now() - started) / 1000))}${percent(busyShare(cpuAtStart, cpuTicks()))}`,
)
fs.rmSync(reportDir, { recursive: true, force: true })
process.exit(ok ? 0 : 1)
