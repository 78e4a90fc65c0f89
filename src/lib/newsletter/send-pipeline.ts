import type { Payload } from 'payload'
import { recordResults, type DeliveryResult } from './delivery'
import type { DeliverySettings } from './delivery-settings'

/**
 * Writes each recipient's outcome as soon as the mail server answered it. One UPDATE is in progress at a
 * time and takes everything that arrived while the previous one ran, so a quiet send writes message by
 * message and a fast one in small groups; either way a message accepted by the server waits at most one
 * UPDATE before its row says `sent`, which is all a crash can repeat.
 */
export class ResultRecorder {
  private waiting: DeliveryResult[] = []
  private writing: Promise<void> | undefined
  private failure: unknown
  /** UPDATEs issued and results written (the benchmark's figures). */
  writes = 0
  written = 0

  constructor(
    private readonly payload: Payload,
    private readonly owner: string,
    private readonly settings: DeliverySettings,
  ) {}

  add(result: DeliveryResult): void {
    this.waiting.push(result)
    this.writing ??= this.drain()
  }

  /** The error of a failed write: the send must stop (its rows go back to the queue when the lease runs out). */
  get failed(): unknown {
    return this.failure
  }

  /** Resolves once every result added so far is written; rejects when a write failed. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing
    if (this.failure) throw this.failure
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length && !this.failure) {
        const results = this.waiting
        this.waiting = []
        await recordResults(this.payload, this.owner, results, this.settings)
        this.writes += 1
        this.written += results.length
      }
    } catch (error) {
      this.failure = error
    } finally {
      this.writing = undefined
    }
  }
}

/** Lets the send loop sleep until something it waits for may have changed, or a time has passed. */
export class Signal {
  private wake: (() => void) | undefined

  notify(): void {
    this.wake?.()
  }

  /** Waits until `ready()` holds (checked at each notify) or `ms` have passed (Infinity: no time limit). */
  async until(ready: () => boolean, ms: number): Promise<void> {
    const deadline = Date.now() + ms
    while (!ready() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = Number.isFinite(deadline) ? setTimeout(resolve, Math.max(0, deadline - Date.now())) : undefined
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wake = undefined
    }
  }
}
