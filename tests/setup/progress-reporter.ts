// Names what is running when a test file runs long. A test's own timeout cannot fire while its file is
// still being imported or while its process spins in a synchronous loop, and then the run only goes
// quiet; with this reporter the log says which file and test it was, every two minutes, so a run stopped
// by `npm test`'s time limit (scripts/test.mjs) shows where it stood.
import type { Reporter, TestCase, TestModule } from 'vitest/node'

const NOTICE_AFTER_MS = 2 * 60_000

export default class ProgressReporter implements Reporter {
  private readonly running = new Map<string, { what: string; since: number; noticed: number }>()
  private timer: NodeJS.Timeout | undefined

  onTestRunStart() {
    this.timer = setInterval(() => this.notice(), 30_000)
    this.timer.unref()
  }

  onTestModuleQueued(testModule: TestModule) {
    this.mark(testModule, `${testModule.project.name} ${testModule.relativeModuleId} (importing)`)
  }

  onTestModuleCollected(testModule: TestModule) {
    this.mark(testModule, `${testModule.project.name} ${testModule.relativeModuleId} (before its first test)`)
  }

  onTestCaseReady(testCase: TestCase) {
    this.mark(testCase.module, `${testCase.project.name} ${testCase.module.relativeModuleId} › ${testCase.fullName}`)
  }

  onTestCaseResult(testCase: TestCase) {
    this.mark(testCase.module, `${testCase.project.name} ${testCase.module.relativeModuleId} (between tests or in a hook)`)
  }

  onTestModuleEnd(testModule: TestModule) {
    this.running.delete(testModule.id)
  }

  onTestRunEnd() {
    clearInterval(this.timer)
  }

  private mark(testModule: TestModule, what: string) {
    this.running.set(testModule.id, { what, since: Date.now(), noticed: 0 })
  }

  private notice() {
    const now = Date.now()
    for (const entry of this.running.values()) {
      if (now - entry.since < NOTICE_AFTER_MS || now - entry.noticed < NOTICE_AFTER_MS) continue
      entry.noticed = now
      process.stdout.write(`\n… still running after ${Math.round((now - entry.since) / 60_000)} min: ${entry.what}\n`)
    }
  }
}
