import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { expect, newUser, tapAnswer, userWithDiscResult, wizardStep, type E2EUser } from './fixtures'

/** Helpers for ads-analytics.spec.ts. */

export const ad = (page: Page, placement: string) => page.locator(`aside[data-ad-placement="${placement}"]`)
export const anyAd = (page: Page) => page.locator('[data-ad-placement]')
export const interstitial = (page: Page) => page.getByRole('dialog', { name: 'publicidade' })
export const fallbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Continue sua avaliação' })
export const progressText = (page: Page, step: number) => wizardStep(page, 'Reflexão', step, 10)

/** The events the debug sink holds now. */
export function sinkEvents(page: Page): Promise<{ event: string; params: Record<string, unknown> }[]> {
  return page.evaluate(() => window.__analyticsEvents ?? [])
}

/** Waits until the sink holds `event` (optionally with these params). */
export async function waitForEvent(page: Page, event: string, params: Record<string, unknown> = {}) {
  await expect
    .poll(async () =>
      (await sinkEvents(page)).some(
        (item) => item.event === event && Object.entries(params).every(([key, value]) => item.params[key] === value),
      ),
    )
    .toBe(true)
}

/**
 * The sink lives in the page; this keeps it across full page loads (the checkout round trip), so a
 * whole journey can be read in order. Test glue only: nothing of it is in the product.
 */
export async function keepSinkAcrossPages(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e.analyticsEvents'
    const sink: unknown[] = JSON.parse(window.sessionStorage.getItem(key) ?? '[]')
    const push = sink.push.bind(sink)
    sink.push = (...items: unknown[]) => {
      const length = push(...items)
      window.sessionStorage.setItem(key, JSON.stringify(sink))
      return length
    }
    window.__analyticsEvents = sink as typeof window.__analyticsEvents
  })
}

/** What an ad blocker's cosmetic filter does: it hides elements dressed as ads, the bait included. */
export async function simulateAdBlocker(page: Page) {
  await page.addInitScript(() => {
    const style = document.createElement('style')
    style.textContent = '.adsbox, .ad-banner, .pub_300x250 { display: none !important; }'
    document.addEventListener('DOMContentLoaded', () => document.head.appendChild(style))
  })
}

/** Taps the first option (by title) of the DISC question at `index`: one tap moves on (not from the last). */
export async function answerDisc(page: Page, index: number) {
  const option = DISC_SELF_QUESTIONS[index]?.options[0]
  if (!option) throw new Error(`no question ${index}`)
  const last = index === DISC_SELF_QUESTIONS.length - 1
  await tapAnswer(page.getByRole('radio', { name: option.text, exact: true }), last ? undefined : progressText(page, index + 2))
}

/** From the question on screen (`from`, 0-based) answers and advances until question `to` is shown. */
export async function advanceDisc(page: Page, from: number, to: number) {
  for (let index = from; index < to; index += 1) {
    await expect(progressText(page, index + 1)).toBeVisible()
    await answerDisc(page, index)
  }
  await expect(progressText(page, to + 1)).toBeVisible()
}

export const OCEAN_SCALE = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'] as const

/** On /ocean-assessment, answers 'Neutro' and advances from statement `from` until statement `to` is shown (0-based). */
export async function advanceOcean(page: Page, from: number, to: number) {
  for (let index = from; index < to; index += 1) {
    await expect(wizardStep(page, 'Afirmação', index + 1, 25)).toBeVisible()
    await tapAnswer(page.getByRole('radio', { name: 'Neutro', exact: true }), wizardStep(page, 'Afirmação', index + 2, 25))
  }
  await expect(wizardStep(page, 'Afirmação', to + 1, 25)).toBeVisible()
}

/** Closes the open interstitial once its countdown allows it, after checking it is disabled first. */
export async function closeInterstitial(page: Page) {
  const dialog = interstitial(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Fechar anúncio' })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Fechar anúncio' }).click()
  await expect(dialog).toHaveCount(0)
}

/** A signed-in user with a saved self DISC result and a saved OCEAN result. */
export async function userWithResults(request: APIRequestContext, baseURL: string, user: E2EUser = newUser()) {
  const { userId } = await userWithDiscResult(request, { user, baseURL })
  const headers = { Origin: new URL(baseURL).origin }
  const ocean = Object.fromEntries(
    ['O', 'C', 'E', 'A', 'N'].flatMap((factor) => [1, 2, 3, 4, 5].map((n) => [`${factor}${n}`, 3])),
  )
  const oceanSaved = await request.post(`${baseURL}/api/ocean-assessment`, {
    headers,
    data: { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50, answers: ocean, isSelf: true },
  })
  expect(oceanSaved.status()).toBe(201)
  return { user, body: { userId } }
}

/** Third-party scripts (anything not served by the app itself) in the page. */
export function thirdPartyScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('script[src]'))
      .map((script) => (script as HTMLScriptElement).src)
      .filter((src) => new URL(src).origin !== window.location.origin),
  )
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface LiveServer {
  baseURL: string
  stop: () => Promise<void>
}

export const LIVE_IDS = {
  adClient: 'ca-pub-0000000000000001',
  banner: '1111111111',
  square: '2222222222',
  interstitial: '3333333333',
  /** The fake AdSense leaves this slot unfilled. */
  unfilled: '4444444444',
  ga: 'G-E2ETEST01',
  pixel: '1234567890',
}

/**
 * A second app server, configured as production with AdSense, GA4 and the Meta Pixel (its own
 * throw-away database, a free port): the only way to see the consent gate and the AdSense paths,
 * since the shared e2e server has none of them. Third-party hosts are then answered by page.route.
 */
export function startLiveServer(): Promise<LiveServer> {
  return startOwnServer({
    ADS_PLACEHOLDERS: 'false',
    ADSENSE_CLIENT: LIVE_IDS.adClient,
    ADSENSE_SLOT_BANNER: LIVE_IDS.banner,
    ADSENSE_SLOT_SQUARE: LIVE_IDS.square,
    ADSENSE_SLOT_INTERSTITIAL: LIVE_IDS.interstitial,
    ADSENSE_SLOTS: `about-content=${LIVE_IDS.unfilled}`,
    GA_MEASUREMENT_ID: LIVE_IDS.ga,
    META_PIXEL_ID: LIVE_IDS.pixel,
  })
}

/** A server of a spec's own (scripts/e2e-server.mjs with `env` added: its own database, a free port). */
export async function startOwnServer(env: Record<string, string>): Promise<LiveServer> {
  const port = await freePort()
  const root = path.resolve(import.meta.dirname, '../..')
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...env, E2E_PORT: String(port) },
  })
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`live server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${baseURL}/robots.txt`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('live server did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** A stand-in for adsbygoogle.js: fills pushed units (leaving LIVE_IDS.unfilled unfilled) and records pushes. */
export const FAKE_ADSENSE = `
(function () {
  var queue = window.adsbygoogle || [];
  var pushes = window.__adPushes = [];
  function fill() {
    var units = document.querySelectorAll('ins.adsbygoogle:not([data-adsbygoogle-status])');
    for (var i = 0; i < units.length; i++) {
      var ins = units[i];
      ins.setAttribute('data-adsbygoogle-status', 'done');
      if (ins.getAttribute('data-ad-slot') === '${LIVE_IDS.unfilled}') {
        ins.setAttribute('data-ad-status', 'unfilled');
      } else {
        var frame = document.createElement('iframe');
        frame.title = 'Anúncio';
        frame.style.cssText = 'border:0;width:100%;height:50px';
        ins.appendChild(frame);
        ins.setAttribute('data-ad-status', 'filled');
      }
      return;
    }
    throw new Error('adsbygoogle.push() error: All ins elements in the DOM with class=adsbygoogle already have ads in them.');
  }
  var api = { loaded: true, push: function (item) { pushes.push(item); if (item && Object.keys(item).length === 0) fill(); } };
  window.adsbygoogle = api;
  for (var j = 0; j < queue.length; j++) api.push(queue[j]);
})();
`
