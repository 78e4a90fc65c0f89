// What a visitor's browser downloads for each public page, gzipped: the HTML itself (with the inlined
// RSC payload) and every script the HTML loads (`<script src>`, `<link rel="preload|modulepreload"
// as="script">`). Used by the byte-budget test (tests/bytes/budgets.e2e.mjs) and `npm run bench:bytes`.
// Budgets are issue 28's (docs/decisions.md#byte-budgets); KB here is 1,024 bytes, as Next's build
// output and Lighthouse count.
import { gzipSync } from 'node:zlib'

export const KB = 1024
/**
 * Every public page: all scripts it loads, gzipped. The goal is 130 KB, which the Turbopack build
 * cannot reach: Next's and React's own runtime is about 136 KB before any of our code
 * (docs/decisions.md#byte-budgets). What is asserted is the ceiling the pages hold today plus a few KB,
 * so that a library or zod slipping back onto page load fails the test; the table shows both.
 */
export const JS_GOAL_BYTES = 130 * KB
export const JS_BUDGET_BYTES = 168 * KB
/** The HTML of the pages with a budget of their own, gzipped; other pages are reported only. */
export const HTML_BUDGET_BYTES = { home: 30 * KB, episode: 30 * KB, find: 30 * KB, cloud: 60 * KB }

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length

// `noModule` scripts (Next's legacy polyfills, ~38 KB) are skipped by every browser that runs modules.
const SCRIPT_SRC = /<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="([^"]+)"/gi
const SCRIPT_LINK = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"/gi

/** Every script address the page's HTML loads, once each, absolute against `base`. */
export function scriptUrls(html, base) {
  const urls = new Set()
  for (const pattern of [SCRIPT_SRC, SCRIPT_LINK]) {
    for (const match of html.matchAll(pattern)) urls.add(new URL(match[1].replaceAll('&amp;', '&'), base).href)
  }
  return [...urls]
}

async function fetchBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * The routes to measure: `routes` plus a find page and an episode page found on the site itself (the
 * first find linked from /the-cloud, the first episode linked from the podcast's episode list), each
 * with the budget key it answers to.
 */
export async function budgetRoutes(base, routes) {
  const list = routes.map((route) => ({ route, budget: route === '/' ? 'home' : route === '/the-cloud' ? 'cloud' : undefined }))
  const cloud = (await fetchBytes(`${base}/the-cloud`)).toString()
  const find = cloud.match(/href="(\/the-cloud\/[1-9]\d*(?:-[a-z0-9-]*)?)"/)?.[1]
  if (!find) throw new Error('/the-cloud links no find page')
  list.push({ route: find, budget: 'find' })
  const episodes = (await fetchBytes(`${base}/herban-conversations/episodes`)).toString()
  const episode = episodes.match(/href="(\/herban-conversations\/ep[^"/?#]+)"/)?.[1]
  if (!episode) throw new Error('/herban-conversations/episodes links no episode page')
  for (const entry of list) if (entry.route === episode) entry.budget = 'episode'
  if (!list.some((entry) => entry.budget === 'episode')) list.push({ route: episode, budget: 'episode' })
  return list
}

/** Measures each route: { route, budget, jsBytes, htmlBytes, scripts }; script sizes are fetched once. */
export async function measurePages(base, entries) {
  const scriptSizes = new Map()
  const rows = []
  for (const { route, budget } of entries) {
    const html = await fetchBytes(`${base}${route}`)
    const scripts = scriptUrls(html.toString(), `${base}${route}`)
    let jsBytes = 0
    for (const url of scripts) {
      if (!scriptSizes.has(url)) scriptSizes.set(url, gzipSize(await fetchBytes(url)))
      jsBytes += scriptSizes.get(url)
    }
    rows.push({ route, budget, jsBytes, htmlBytes: gzipSize(html), scripts: scripts.length })
  }
  return rows
}

/** What in `rows` is over budget, one sentence each; `kind` ('js' or 'html') picks one of the two budgets. */
export function overBudget(rows, kind) {
  const problems = []
  for (const { route, budget, jsBytes, htmlBytes } of rows) {
    if (kind !== 'html' && jsBytes > JS_BUDGET_BYTES) problems.push(`${route}: JS ${kb(jsBytes)} KB > ${kb(JS_BUDGET_BYTES)} KB`)
    const htmlBudget = budget ? HTML_BUDGET_BYTES[budget] : undefined
    if (kind !== 'js' && htmlBudget && htmlBytes > htmlBudget) problems.push(`${route}: HTML ${kb(htmlBytes)} KB > ${kb(htmlBudget)} KB`)
  }
  return problems
}

const kb = (bytes) => (bytes / KB).toFixed(1)

/** A Markdown table: route, JS gzip KB, HTML gzip KB (budget beside each). */
export function formatTable(rows) {
  const lines = [
    `| route | JS gzip KB (≤ ${kb(JS_BUDGET_BYTES)}; goal ${kb(JS_GOAL_BYTES)}) | scripts | HTML gzip KB | HTML budget KB |`,
    '|---|---:|---:|---:|---:|',
  ]
  for (const { route, budget, jsBytes, htmlBytes, scripts } of rows) {
    const htmlBudget = budget ? HTML_BUDGET_BYTES[budget] : undefined
    lines.push(`| ${route} | ${kb(jsBytes)} | ${scripts} | ${kb(htmlBytes)} | ${htmlBudget ? kb(htmlBudget) : '–'} |`)
  }
  return lines.join('\n')
}
