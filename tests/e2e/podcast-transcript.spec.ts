import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_EPISODES, DEMO_COMPANION_EPISODE } from '../../src/seed/data'
import { buildEpisodeSlug } from '../../src/lib/podcast/builders'
import { expect, test } from './fixtures'

// The demo episode with transcripts and chapters, on the production server: captions in the player, the
// chapter list and the transcript seek the audio by mouse and by keyboard, the playing chapter is marked,
// and the companion files answer with their types. UPDATE_SCREENSHOTS=1 writes the page at both widths to
// docs/screenshots/.
const demo = DEMO_EPISODES.find((episode) => episode.episodeNumber === DEMO_COMPANION_EPISODE)!
const PATH = `/herban-conversations/${buildEpisodeSlug(demo.episodeNumber, demo.title)}`
const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS ? path.resolve('docs/screenshots') : null

const currentTime = (page: Page) => page.getByTestId('episode-audio').evaluate((audio) => (audio as HTMLAudioElement).currentTime)

test('the player carries the WebVTT captions as <track> elements that load', async ({ page, request }) => {
  await page.goto(PATH)
  const tracks = page.locator('[data-testid="episode-audio"] track[kind="captions"]')
  await expect(tracks).toHaveCount(2)
  await expect(tracks.first()).toHaveAttribute('srclang', 'en')
  await expect(tracks.nth(1)).toHaveAttribute('srclang', 'es')
  const src = await tracks.first().getAttribute('src')
  const vtt = await request.get(src!)
  expect(vtt.status()).toBe(200)
  expect(vtt.headers()['content-type']).toBe('text/vtt; charset=utf-8')
  expect(vtt.headers()['access-control-allow-origin']).toBe('*')
  // The chapters the feed announces.
  const chapters = await request.get(`${PATH}/chapters.json`)
  expect(chapters.headers()['content-type']).toBe('application/json+chapters')
  expect((await chapters.json()).chapters).toHaveLength(3)
})

test('clicking a chapter seeks the player and marks the chapter as playing', async ({ page }) => {
  await page.goto(PATH)
  const chapter = page.getByRole('link', { name: 'Play from 0:01: What the THC number misses' })
  await chapter.click()
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(1.2)
  await expect(page.locator('[data-chapter-start="1.2"]')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('[data-chapter-start="0"]')).not.toHaveAttribute('aria-current', 'true')
})

test('the transcript opens and seeks by keyboard alone', async ({ page }) => {
  await page.goto(PATH)
  const summary = page.locator('#transcript ~ details > summary')
  const paragraph = page.getByText('So smell the jar before you read the label.')
  await expect(paragraph).toBeHidden()
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(paragraph).toBeVisible()
  // Tab from the summary through the timestamps to the third paragraph's (2.5 s).
  const third = page.getByRole('link', { name: 'Play from 0:02: Maya Green' })
  for (let step = 0; step < 3 && !(await third.evaluate((link) => link === document.activeElement)); step += 1)
    await page.keyboard.press('Tab')
  await expect(third).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(2.5)
  await expect(page.locator('[data-chapter-start="2.5"]')).toHaveAttribute('aria-current', 'true')
})

test('the page with its transcript and chapters passes axe at both widths', async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    await page.goto(PATH)
    await page.locator('#transcript ~ details > summary').click()
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
    ).toEqual([])
    if (SCREENSHOT_DIR) {
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `podcast-episode-transcript-${viewport.width}.jpg`),
        fullPage: true,
        quality: 70,
      })
    }
    await context.close()
  }
})
