import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/http/errors'
import { BoundedQueue, QUEUE_MESSAGES } from '@/lib/images/queue'

/** A task the test finishes by hand, so nothing depends on timing. */
function deferred() {
  let finish: () => void = () => undefined
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { finish, task: () => done }
}

describe('bounded image queue', () => {
  it('runs one task at a time, lets a bounded number wait, and refuses the rest with 503 + Retry-After', async () => {
    const queue = new BoundedQueue(1, 1)
    const first = deferred()
    const second = deferred()
    const order: string[] = []
    const running = queue.run(async () => (await first.task(), order.push('first')))
    const waiting = queue.run(async () => (await second.task(), order.push('second')))
    expect(queue.size).toEqual({ running: 1, waiting: 1 })

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ status: 503, message: QUEUE_MESSAGES.busy, headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } })

    first.finish()
    await running
    expect(queue.size).toEqual({ running: 1, waiting: 0 })
    second.finish()
    await waiting
    expect(order).toEqual(['first', 'second'])
    expect(queue.size).toEqual({ running: 0, waiting: 0 })
  })

  it('frees its slot when a task fails', async () => {
    const queue = new BoundedQueue(1, 0)
    await expect(queue.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image')
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok')
  })
})
