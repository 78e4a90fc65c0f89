import type { APIRequestContext, Page } from '@playwright/test'
import { REVIEW_MESSAGES } from '../../src/lib/moderation/review'
import { REJECTION_REASONS } from '../../src/lib/submissions/options'
import { REVIEW_TEXTS } from '../../src/admin/review/texts'
import { ADMIN_TOASTS } from '../../src/lib/admin/toasts'
import { ADMIN, expect, sameOrigin, signInApi, test } from './fixtures'

// The review screen worked from the keyboard alone: 100 pending finds decided with at most 300 key
// presses and not one mouse event, then checked through the REST API. The finds carry a name no other
// spec uses, the screen is filtered to them, and they are deleted afterwards.
test.use({ contextOptions: { reducedMotion: 'reduce' } })

const ENTRY_COUNT = 100
const KEY_BUDGET = 300
const REASON_DIGITS = REJECTION_REASONS.length - 1 // "Other" needs a note: the digits pick the others.

interface Stored {
  id: number
  name: string
  status: string
  rejectionReason?: string | null
  reviewedBy?: number | { id: number } | null
  reviewedAt?: string | null
}

async function createPending(request: APIRequestContext, names: string[]): Promise<number[]> {
  const ids: number[] = []
  for (const name of names) {
    const response = await sameOrigin(request).post('/api/headstash-submissions', {
      data: {
        category: 'flower',
        name,
        genetics: 'hybrid',
        breeder: 'Keyboard Farms',
        whereAcquired: 'A test shop',
        flames: 3,
        submittedBy: 'Key Tester',
        location: 'Denver, CO',
        industry: 'consumer-patient',
        status: 'pending',
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    ids.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
  return ids
}

async function deleteEntries(request: APIRequestContext, ids: number[]) {
  for (const id of ids) await sameOrigin(request).delete(`/api/headstash-submissions/${id}`)
}

async function storedEntries(request: APIRequestContext, prefix: string): Promise<Stored[]> {
  const response = await sameOrigin(request).get(
    `/api/headstash-submissions?where[name][like]=${encodeURIComponent(prefix)}&limit=500&depth=0&sort=createdAt`,
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Stored[] }).docs
}

/** Counts every trusted pointer or mouse event the page receives, from before its first script. */
async function countMouseEvents(page: Page) {
  await page.addInitScript(() => {
    const counter = { count: 0 }
    Object.defineProperty(window, '__mouseEvents', { get: () => counter.count })
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'contextmenu', 'wheel']) {
      window.addEventListener(type, (event) => (event.isTrusted ? (counter.count += 1) : undefined), true)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __mouseEvents: number }).__mouseEvents)
}

test('100 pending finds are reviewed with at most 300 keystrokes and no mouse event', async ({ page, pageErrors }) => {
  test.setTimeout(240_000)
  const run = Date.now().toString(36)
  const prefix = `Keyreview ${run}`
  const names = Array.from({ length: ENTRY_COUNT }, (_, index) => `${prefix} ${String(index + 1).padStart(3, '0')}`)
  await signInApi(page.request)
  const ids = await createPending(page.request, names)
  const mouseEvents = await countMouseEvents(page)

  // Every key goes through here and nothing else types: the count is the whole keyboard work.
  let keystrokes = 0
  const press = async (key: string) => {
    keystrokes += 1
    await page.keyboard.press(key)
  }
  const announcement = page.getByRole('status').and(page.getByTestId('review-announcement'))
  const focusedTitle = () => page.locator('article:focus h2')

  try {
    await page.goto(`/admin/review?q=${encodeURIComponent(prefix)}`)
    await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible()
    const queue = page.getByRole('list', { name: 'Review queue' })
    await expect(queue.getByRole('article')).toHaveCount(ENTRY_COUNT)
    // The oldest entry is in focus, visibly, without a click.
    await expect(focusedTitle()).toHaveText(names[0] as string)

    // `?` shows the keys in a dialog; Escape closes it.
    await press('?')
    const keysDialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(keysDialog).toBeVisible()
    await expect(keysDialog.getByRole('row', { name: /Approve the entry/ })).toBeVisible()
    await press('Escape')
    await expect(keysDialog).toBeHidden()

    // j / k move; `o` opens the one-entry view with the photo large, Escape goes back to the list.
    await press('j')
    await expect(focusedTitle()).toHaveText(names[1] as string)
    await press('k')
    await expect(focusedTitle()).toHaveText(names[0] as string)
    await press('o')
    const single = page.getByRole('list', { name: 'Entry in focus' })
    await expect(single.getByRole('article')).toHaveCount(1)
    await expect(single.getByRole('article')).toHaveAccessibleName(names[0] as string)
    await press('Escape')
    await expect(queue.getByRole('article')).toHaveCount(ENTRY_COUNT)

    // `a` approves and moves on; `u` takes it back and returns to it.
    await press('a')
    await expect(announcement).toHaveText(REVIEW_TEXTS.decided('approved', names[0] as string, ENTRY_COUNT - 1))
    await expect(focusedTitle()).toHaveText(names[1] as string)
    await press('u')
    await expect(announcement).toHaveText(REVIEW_TEXTS.undone(names[0] as string, 'pending'))
    await expect(focusedTitle()).toHaveText(names[0] as string)

    // Every fifth find is rejected (r, then the reason's number); the rest are approved (a).
    const expected = new Map<string, { status: string; reason?: string }>()
    for (let index = 0; index < ENTRY_COUNT; index += 1) {
      const name = names[index] as string
      await expect(focusedTitle()).toHaveText(name)
      const left = ENTRY_COUNT - index - 1
      if (index % 5 === 4) {
        const reason = REJECTION_REASONS[index % REASON_DIGITS] as (typeof REJECTION_REASONS)[number]
        await press('r')
        const dialog = page.getByRole('dialog', { name: `Reject ${name}` })
        await expect(dialog.getByRole('button').first()).toBeFocused()
        await press(String((index % REASON_DIGITS) + 1))
        await expect(dialog).toBeHidden()
        await expect(announcement).toHaveText(REVIEW_TEXTS.decided('rejected', name, left))
        expected.set(name, { status: 'rejected', reason: reason.value })
      } else {
        await press('a')
        await expect(announcement).toHaveText(REVIEW_TEXTS.decided('approved', name, left))
        expected.set(name, { status: 'approved' })
      }
    }
    await expect(announcement).toContainText('0 entries pending')

    test.info().annotations.push({ type: 'keystrokes', description: `${keystrokes} for ${ENTRY_COUNT} entries` })
    expect(keystrokes).toBeLessThanOrEqual(KEY_BUDGET)
    expect(await mouseEvents()).toBe(0)

    // The server has every decision, with its reason and its reviewer.
    const me = (await (await sameOrigin(page.request).get('/api/users/me')).json()) as { user: { id: number } }
    const stored = await storedEntries(page.request, prefix)
    expect(stored).toHaveLength(ENTRY_COUNT)
    for (const entry of stored) {
      const wanted = expected.get(entry.name)
      expect(entry.status, entry.name).toBe(wanted?.status)
      expect(entry.rejectionReason ?? undefined, entry.name).toBe(wanted?.reason)
      const reviewer = typeof entry.reviewedBy === 'object' ? entry.reviewedBy?.id : entry.reviewedBy
      expect(reviewer, entry.name).toBe(me.user.id)
      expect(entry.reviewedAt, entry.name).toBeTruthy()
    }
    // The approved ones are public now; a rejected one is not.
    const publicSearch = async (name: string) => (await page.request.get(`/api/headstash/submissions?q=${encodeURIComponent(name)}`)).text()
    expect(await publicSearch(names[0] as string)).toContain(names[0])
    expect(await publicSearch(names[4] as string)).not.toContain(names[4])
    expect(pageErrors).toEqual([])
  } finally {
    await deleteEntries(page.request, ids)
  }
})

test('another moderator sees who is reviewing an entry and must confirm to decide it', async ({ page, browser }) => {
  const run = Date.now().toString(36)
  const prefix = `Claimreview ${run}`
  await signInApi(page.request)
  const ids = await createPending(page.request, [`${prefix} 1`, `${prefix} 2`])
  const second = { username: `moderator-${run}`, password: 'second-moderator-pass-1' }
  const created = await sameOrigin(page.request).post('/api/users', { data: { ...second, role: 'admin' } })
  expect(created.status(), await created.text()).toBe(201)
  const secondId = ((await created.json()) as { doc: { id: number } }).doc.id
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    // The first moderator opens the queue: the oldest entry is in focus and claimed.
    await page.goto(`/admin/review?q=${encodeURIComponent(prefix)}`)
    await expect(page.locator('article:focus h2')).toHaveText(`${prefix} 1`)
    await expect
      .poll(async () => {
        const claims = (await (await sameOrigin(page.request).get('/api/admin/headstash-submissions/claims')).json()) as {
          claims: Array<{ submissionId: number; mine: boolean }>
        }
        return claims.claims.find((claim) => claim.submissionId === ids[0])?.mine
      })
      .toBe(true)

    // The second moderator, in another browser, sees the claim and is asked before deciding over it.
    const login = await sameOrigin(other.request).post('/api/auth/login', { data: second })
    expect(login.ok()).toBe(true)
    const otherPage = await other.newPage()
    await otherPage.goto(`/admin/review?q=${encodeURIComponent(prefix)}`)
    const claimed = otherPage.getByRole('article', { name: `${prefix} 1` })
    await expect(claimed.getByText(REVIEW_MESSAGES.beingReviewedBy(ADMIN.username))).toBeVisible()
    await claimed.getByRole('button', { name: `Approve ${prefix} 1` }).click()
    const confirm = otherPage.getByRole('dialog', { name: REVIEW_MESSAGES.beingReviewedBy(ADMIN.username) })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    // Without the confirmation the server refuses too: no double decisions.
    const refused = await sameOrigin(other.request).post(`/api/admin/headstash-submissions/${ids[0]}/decision`, {
      data: { status: 'approved', from: 'pending' },
    })
    expect(refused.status()).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe(REVIEW_MESSAGES.beingReviewedBy(ADMIN.username))
    const stillPending = (await storedEntries(page.request, prefix)).find((entry) => entry.id === ids[0])
    expect(stillPending?.status).toBe('pending')

    // Confirmed, the decision goes through and is the second moderator's.
    await claimed.getByRole('button', { name: `Approve ${prefix} 1` }).click()
    await confirm.getByRole('button', { name: 'Approve anyway' }).click()
    await expect(otherPage.getByTestId('review-announcement')).toHaveText(REVIEW_TEXTS.decided('approved', `${prefix} 1`, 1))
    const decided = (await storedEntries(page.request, prefix)).find((entry) => entry.id === ids[0])
    expect(decided?.status).toBe('approved')
    expect(decided?.reviewedBy).toBe(secondId)

    // The first moderator's screen, still showing it pending, cannot decide it a second time.
    await page.keyboard.press('r')
    await expect(
      page
        .getByRole('dialog', { name: `Reject ${prefix} 1` })
        .getByRole('button')
        .first(),
    ).toBeFocused()
    await page.keyboard.press('1')
    await expect(page.getByTestId('review-announcement')).toHaveText(REVIEW_TEXTS.notSaved(`${prefix} 1`))
    expect((await storedEntries(page.request, prefix)).find((entry) => entry.id === ids[0])?.status).toBe('approved')
  } finally {
    await other.close()
    await deleteEntries(page.request, ids)
    await sameOrigin(page.request).delete(`/api/users/${secondId}`)
  }
})

test.describe('bulk decisions from the keyboard', () => {
  const BULK_PATH = '/api/admin/headstash-submissions/bulk'

  test('x selects, A and R send one bulk call each, u undoes it, and a late undo says why', async ({ page }) => {
    const run = Date.now().toString(36)
    const prefix = `Bulkcontract ${run}`
    await signInApi(page.request)
    const ids = await createPending(page.request, [`${prefix} 1`, `${prefix} 2`, `${prefix} 3`])
    // The client is checked against the bulk contract itself; the server's side has its own tests.
    const sent: Array<{ url: string; body: unknown }> = []
    let undoAnswer: { status: number; body: unknown } = { status: 200, body: { batchId: 'batch-1', restored: 2 } }
    await page.route(`**${BULK_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as { ids: number[] }
      sent.push({ url: new URL(route.request().url()).pathname, body })
      await route.fulfill({
        json: { batchId: `batch-${sent.length}`, changed: body.ids.length, undoUntil: new Date(Date.now() + 10_000).toISOString() },
      })
    })
    await page.route(`**${BULK_PATH}/*/undo`, async (route) => {
      sent.push({ url: new URL(route.request().url()).pathname, body: route.request().postDataJSON() })
      await route.fulfill({ status: undoAnswer.status, json: undoAnswer.body })
    })
    const announcement = page.getByTestId('review-announcement')
    try {
      await page.goto(`/admin/review?q=${encodeURIComponent(prefix)}`)
      await expect(page.locator('article:focus h2')).toHaveText(`${prefix} 1`)
      for (const key of ['x', 'j', 'x']) await page.keyboard.press(key)
      await expect(announcement).toHaveText(REVIEW_TEXTS.selection(`${prefix} 2`, true, 2))
      await page.keyboard.press('A')
      await expect(announcement).toHaveText(REVIEW_TEXTS.bulkDecided('approved', 2, 1))
      expect(sent.at(-1)).toEqual({ url: BULK_PATH, body: { ids: [ids[0], ids[1]], action: 'approve' } })

      await page.keyboard.press('u')
      await expect(announcement).toHaveText(REVIEW_TEXTS.bulkUndone(2))
      expect(sent.at(-1)?.url).toBe(`${BULK_PATH}/batch-1/undo`)
      await expect(page.getByRole('article', { name: `${prefix} 1` }).getByText('Pending', { exact: true })).toBeVisible()

      // R: the reason menu for the selection, one call with the reason.
      await page.keyboard.press('x')
      await page.keyboard.press('R')
      const dialog = page.getByRole('dialog', { name: 'Reject 1 selected entry' })
      await expect(dialog.getByRole('button').first()).toBeFocused()
      await page.keyboard.press('1')
      await expect(announcement).toHaveText(REVIEW_TEXTS.bulkDecided('rejected', 1, 2))
      expect(sent.at(-1)).toEqual({ url: BULK_PATH, body: { ids: [ids[2]], action: 'reject', reason: REJECTION_REASONS[0].value } })

      // Past the window the server answers 410: the moderator is told, and the decision stands.
      undoAnswer = { status: 410, body: { message: 'The undo window has passed' } }
      await page.keyboard.press('u')
      await expect(page.getByText('The undo window has passed')).toBeVisible()
      await expect(announcement).toHaveText(ADMIN_TOASTS.undoFallback)
    } finally {
      await deleteEntries(page.request, ids)
    }
  })

  test('A approves the selection on the server in one call and u restores it', async ({ page }) => {
    await signInApi(page.request)
    const probe = await sameOrigin(page.request).post(BULK_PATH, { data: { ids: [], action: 'approve' } })
    test.skip(probe.status() === 404, 'the bulk endpoint is not on this branch yet')
    const run = Date.now().toString(36)
    const prefix = `Bulkreview ${run}`
    const ids = await createPending(page.request, [`${prefix} 1`, `${prefix} 2`, `${prefix} 3`])
    const announcement = page.getByTestId('review-announcement')
    try {
      await page.goto(`/admin/review?q=${encodeURIComponent(prefix)}`)
      await expect(page.locator('article:focus h2')).toHaveText(`${prefix} 1`)
      for (const key of ['x', 'j', 'x', 'j', 'x', 'A']) await page.keyboard.press(key)
      await expect(announcement).toHaveText(REVIEW_TEXTS.bulkDecided('approved', 3, 0))
      expect((await storedEntries(page.request, prefix)).map((entry) => entry.status)).toEqual(['approved', 'approved', 'approved'])
      await page.keyboard.press('u')
      await expect(announcement).toHaveText(REVIEW_TEXTS.bulkUndone(3))
      expect((await storedEntries(page.request, prefix)).map((entry) => entry.status)).toEqual(['pending', 'pending', 'pending'])
    } finally {
      await deleteEntries(page.request, ids)
    }
  })
})
