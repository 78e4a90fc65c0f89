import { HttpError } from '../http/errors'

export const QUEUE_MESSAGES = {
  busy: 'The server is busy processing other images. Please try again in a few seconds.',
} as const

/** Seconds a client is asked to wait when the queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait; anything beyond
 * is refused at once with 503 + Retry-After instead of piling up CPU work and memory. Image work
 * (decode, re-encode, resized variants) goes through one of these so sign-in and page requests keep
 * a core to themselves while hostile or merely large uploads arrive.
 */
export class BoundedQueue {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size() {
    return { running: this.running, waiting: this.waiting.length }
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new HttpError(503, QUEUE_MESSAGES.busy, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) })
      }
      // The finishing task hands its slot straight to us, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running -= 1
    }
  }
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

// One queue per process, even if a bundler evaluates this module more than once.
const QUEUE_KEY = Symbol.for('headstash.imageQueue')
const globalWithQueue = globalThis as typeof globalThis & { [QUEUE_KEY]?: BoundedQueue }

/** The process-wide image queue: IMAGE_CONCURRENCY at once (default 1), IMAGE_QUEUE_MAX waiting (default 8). */
export function imageQueue(): BoundedQueue {
  globalWithQueue[QUEUE_KEY] ??= new BoundedQueue(positive(process.env.IMAGE_CONCURRENCY, 1), positive(process.env.IMAGE_QUEUE_MAX, 8))
  return globalWithQueue[QUEUE_KEY]
}
