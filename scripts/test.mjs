#!/usr/bin/env node
// `npm test`: every check, as the package's scripts run them one by one, stopping at the first that
// fails. The static checks are single-threaded, so they share the two cores in two lanes (eslint; prettier
// then tsc), each lane's output printed when it ends; the test phases after them each need the machine
// and run one after the other. Ends with how long each phase took.
//
// Every phase has a time limit and a silence limit: a phase that hangs is stopped with a failure long
// before CI's own limit, after each of its Node processes has written a diagnostic report (its
// JavaScript stack and open handles, `--report-on-signal`), whose stacks are printed with the phase's
// last lines of output at the end, where a truncated CI log still shows them.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const MINUTE = 60_000
const lanes = [['lint:eslint'], ['format:check', 'typecheck']]
/** Each phase's limit; on a quiet 2-core machine they take about 6, 25 and 3 minutes. */
const phases = [
  { script: 'test:int', limitMs: 25 * MINUTE },
  { script: 'test:e2e', limitMs: 40 * MINUTE },
  { script: 'test:newsletter-crash', limitMs: 10 * MINUTE },
]
/** No phase is silent this long when it works: the longest quiet stretch is the production build. */
const SILENCE_LIMIT_MS = 8 * MINUTE
const TAIL_LINES = 40
/** How long a stopped phase's processes get to write their reports (one /proc tick is 10 ms). */
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
 * What each Node process of a stopped phase was doing: busy (a synchronous loop, which also keeps it
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
 * Runs `npm run <script>` in its own process group. With `capture`, its output is kept and handed back
 * instead of printed; otherwise it is printed as it comes and its last lines kept.
 */
function run(script, { capture = false, limitMs = Infinity } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: {
        ...process.env,
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
      stream.on('data', (chunk) => {
        lastOutput = Date.now()
        if (capture) output += chunk
        else {
          sink.write(chunk)
          tail = tail.concat(String(chunk).split('\n')).slice(-TAIL_LINES)
        }
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
      // Whatever the phase left running in its group (a server, a database) goes with it.
      killGroup(child, 'SIGKILL')
      resolve({ ok: code === 0 && !signal && !stopped, output, tail, stopped, diagnosis })
    })
  })
}

const timings = []
const failures = []
async function timed(name, work) {
  const started = Date.now()
  const ok = await work()
  timings.push({ name, seconds: Math.round((Date.now() - started) / 1000), ok })
  return ok
}

/** Written by Playwright's JSON reporter (playwright.config.ts). */
const PLAYWRIGHT_RESULTS = path.join('test-results', 'playwright-results.json')
const ERROR_LINES = 12

/** Each failed Playwright test since `since` with the first lines of its error, or [] when none is known. */
function failedEndToEndTests(since) {
  let results
  try {
    if (fs.statSync(PLAYWRIGHT_RESULTS).mtimeMs < since) return []
    results = JSON.parse(fs.readFileSync(PLAYWRIGHT_RESULTS, 'utf8'))
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

// CI shows only the end of the log: what failed and why comes last, just before the phase times.
function report() {
  for (const { script, tail, stopped, diagnosis, started } of failures) {
    console.log(`\n${script} ${stopped ? `was stopped: it ${stopped}` : 'failed'}; its last lines:`)
    console.log(tail.join('\n'))
    if (stopped) console.log(['Its Node processes when stopped:', ...diagnosis].join('\n'))
    const failedTests = script === 'test:e2e' ? failedEndToEndTests(started) : []
    if (failedTests.length) console.log(['\nFailed end-to-end tests:', ...failedTests].join('\n'))
  }
  console.log('\nnpm test phases:')
  for (const { name, seconds, ok } of timings)
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(40)} ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`)
}

let ok = await timed(lanes.map((lane) => lane.join(' + ')).join(' | '), async () => {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const script of lane) {
        const { ok: passed, output } = await run(script, { capture: true, limitMs: 10 * MINUTE })
        process.stdout.write(`\n> npm run ${script}\n${output}`)
        if (!passed) return false
      }
      return true
    }),
  )
  return results.every(Boolean)
})
for (const { script, limitMs } of phases) {
  if (!ok || process.exitCode) break
  console.log(`\n> npm run ${script}`)
  ok = await timed(script, async () => {
    const started = Date.now()
    const result = await run(script, { limitMs })
    if (!result.ok) failures.push({ script, started, ...result })
    return result.ok
  })
}
report()
fs.rmSync(reportDir, { recursive: true, force: true })
process.exit(ok && !process.exitCode ? 0 : 1)
