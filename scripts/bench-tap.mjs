// `npm run bench -- --only=tap` (issue 32, item 3): what a person on a phone feels when they tap.
//
// Opens /assessment, the giver page (/feedback/user/{uuid}) and / in Debian's Chromium at 360×740,
// each run in a fresh browser context, under two DevTools-throttled profiles (CDP
// Network.emulateNetworkConditions + Emulation.setCPUThrottlingRate): "Lighthouse mobile" (1.6 Mbps
// down, 750 kbps up, 150 ms RTT, CPU 4×) and "3G ruim" (400 kbps each way, 400 ms RTT, CPU 4×).
// From navigation start it taps the page's target every 200 ms — real input through CDP
// (Input.dispatchMouseEvent pressed + released at the target's centre), sent without waiting, as a
// finger does not wait for a busy page — and reports, per page and profile, the median of the runs of:
//
// - answers visible: the first animation frame in which the target exists with a non-empty box
//   inside the viewport and is not hidden (a rAF + MutationObserver watcher in the page);
// - first tap that works: when the finger came down (the click's event.timeStamp) for the first tap
//   that had an effect — a navigation starting (Navigation API `navigate`: a form submission, a link,
//   a client-side route) or the wizard's state changing (the progress bar's aria-valuenow, the
//   question, the chosen option's aria-checked/aria-pressed/data-confirming/:checked, the address);
// - second question on screen (the forms only, issue 44): the first frame, after the working tap, in
//   which the wizard's position reads "… 2 de N" with the answers visible — in the same document (the
//   hydrated page moved on) or in the next one (the form was posted before the page's code ran);
// - hydrated: the `data-hydrated` mark on <html> (src/client/app/providers.tsx), or "—" when the
//   working tap left the page before it came;
// - dead taps: taps on the visible target, before the working one, that had no effect.
//
// Attribution rule (scripts/tap-metrics.mjs → classifyTaps): the first effect belongs to the earliest
// tap the page handled at most 150 ms before it (a busy main thread handles queued taps back to back:
// the first of them is the one that acted); when none is that close, to the last tap handled before
// it (marked "tarde"). Taps before the working one are dead (on the target) or missed (the layout
// moved them off it). Taps after it — including those that land while its navigation is in flight —
// are not counted at all. Taps start only once the target is visible, so taps on a blank screen are
// never dead. Tapping stops at the first working tap; a run ends when it is hydrated too (or its
// document is gone), and at 20 s at most.
//
// Targets: /assessment and the giver page — the first answer of the first question (an intro "start"
// control first, if the page ever gets one: see TARGETS); / — the hero's "Fazer teste DISC" link.
import { EFFECT_WINDOW_MS, classifyTaps, median } from './tap-metrics.mjs'

export const PROFILES = {
  mobile: { label: 'Lighthouse mobile', latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, cpu: 4 },
  poor3g: { label: '3G ruim', latency: 400, download: (400 * 1024) / 8, upload: (400 * 1024) / 8, cpu: 4 },
}

/**
 * What to tap on each page, in order of preference (the first selector that matches wins): an intro's
 * start control, then the first answer of the first question — a one-tap option today, a submit
 * button of the plain HTML form once the wizards work without JavaScript.
 */
const ANSWER = [
  '[data-wizard-start]',
  '[role="radiogroup"] [role="radio"]',
  '[role="radiogroup"] button',
  'form[method="post" i] button[type="submit"][name][value]',
]
export const TARGETS = {
  assessment: { label: '/assessment', path: () => '/assessment', selectors: ANSWER, firstTapBudget: true },
  giver: { label: 'página de quem dá feedback', path: (uuid) => `/feedback/user/${uuid}`, selectors: ANSWER, firstTapBudget: true },
  home: { label: '/', path: () => '/', selectors: ['section[aria-labelledby="home-titulo"] a[href="/assessment"]', 'main a[href="/assessment"]'], firstTapBudget: false },
}

const TAP_EVERY_MS = 200
const RUN_CAP_MS = 20_000
const BINDING = '__tapbench'

/** The watcher, installed in every document before its own scripts: it reports through the CDP binding. */
function watcherSource(selectors) {
  return `(() => {
  const binding = globalThis[${JSON.stringify(BINDING)}];
  if (typeof binding !== 'function') return;
  delete globalThis[${JSON.stringify(BINDING)}];
  const origin = performance.timeOrigin;
  const send = (message) => binding(JSON.stringify({ origin, ...message }));
  const selectors = ${JSON.stringify(selectors)};
  // The first selector with an element on screen wins: a start control that did its work may stay in the
  // document, hidden (the giver page's landing shares its document with question 1).
  const rendered = (el) => el.getClientRects().length > 0;
  // Nothing is on screen before the page's stylesheets apply (they block the first paint), though the
  // parser's mutations already report an unstyled layout: a tap there would hit what no one sees.
  const styled = () => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet !== null);
  const target = () => { let first = null; for (const s of selectors) for (const el of document.querySelectorAll(s)) { if (rendered(el)) return el; first ??= el } return first };
  const signature = () => {
    const bar = document.querySelector('[role="progressbar"]');
    const group = document.querySelector('[role="radiogroup"]');
    const question = group && group.getAttribute('aria-labelledby') ? document.getElementById(group.getAttribute('aria-labelledby')) : null;
    const chosen = [...document.querySelectorAll('[aria-checked="true"], [aria-pressed="true"], [data-confirming], input:checked')]
      .map((el) => el.getAttribute('value') || el.id || el.textContent).join(',');
    return [location.pathname + location.search, bar ? bar.getAttribute('aria-valuenow') : '', question ? question.textContent : '', chosen].join('|');
  };
  const position = () => { const el = document.querySelector('[data-testid="wizard-bar"] [role="status"]'); const m = el && /(\\d+) de \\d+/.exec(el.textContent || ''); return m ? Number(m[1]) : null };
  let visible = false, hydrated = false, rect = '', last = null, second = false;
  const check = () => {
    const now = performance.now();
    const el = target();
    if (el) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const shown = styled() && box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
      const where = [box.left, box.top, box.width, box.height].map(Math.round).join(',');
      if (shown && (!visible || where !== rect)) send({ type: visible ? 'rect' : 'visible', at: now, x: box.left + box.width / 2, y: box.top + box.height / 2 });
      if (shown) { visible = true; rect = where }
      if (shown && !second && position() === 2) { second = true; send({ type: 'second', at: now }) }
    }
    if (!hydrated && document.documentElement && document.documentElement.dataset.hydrated === 'true') { hydrated = true; send({ type: 'hydrated', at: now }) }
    const s = signature();
    if (s !== last) { if (last !== null) send({ type: 'change', at: now }); last = s }
  };
  const frame = () => { check(); requestAnimationFrame(frame) };
  requestAnimationFrame(frame);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('click', (event) => {
    check();
    const el = target();
    send({ type: 'tap', at: event.timeStamp, handledAt: performance.now(), onTarget: Boolean(el && el.contains(event.target)) });
  }, true);
  // The app's own history.replaceState of the same address at start-up (keyFirstHistoryEntry) is no tap's effect.
  if (globalThis.navigation) navigation.addEventListener('navigate', (event) => {
    if (event.formData || event.destination.url !== location.href) send({ type: 'navigate', at: performance.now(), url: event.destination.url });
  });
  addEventListener('pagehide', () => send({ type: 'gone', at: performance.now() }));
})()`
}

/** One run: a fresh context, the throttling, the taps; what the first document reported. */
export async function tapRun(browser, url, target, profile) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const messages = []
    let documentOrigin = null
    /** When the second question was first on screen, in ms since the first document's start. */
    let second = null
    /** Where the answers were last seen, in whichever document (the taps after the working one go there). */
    let latestSpot = null
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== BINDING) return
      const message = JSON.parse(payload)
      documentOrigin ??= message.origin
      // The second question may be on the next document (a posted form): its clock starts later.
      if (message.type === 'second' && second === null) second = message.origin + message.at - documentOrigin
      if (message.type === 'visible' || message.type === 'rect') latestSpot = message
      // Everything else, only from the document opened at navigation start.
      if (message.origin === documentOrigin) messages.push(message)
    })
    await cdp.send('Runtime.enable')
    await cdp.send('Page.enable')
    await cdp.send('Network.enable')
    await cdp.send('Runtime.addBinding', { name: BINDING })
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: watcherSource(target.selectors) })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.download,
      uploadThroughput: profile.upload,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu })

    const started = Date.now()
    const navigation = page.goto(url, { waitUntil: 'commit', timeout: RUN_CAP_MS }).catch((error) => error)
    let sent = 0
    /** Whether question 1 was answered after a start control's working tap. */
    let answered = false
    let outcome = classifyTaps([], [])
    const tap = (spot) => {
      for (const type of ['mousePressed', 'mouseReleased']) {
        cdp.send('Input.dispatchMouseEvent', { type, x: spot.x, y: spot.y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 }).catch(() => {})
      }
    }
    while (Date.now() - started < RUN_CAP_MS) {
      // The next 200 ms mark; a mark this process was too busy to keep is skipped, not made up in a burst.
      const due = started + (Math.floor((Date.now() - started) / TAP_EVERY_MS) + 1) * TAP_EVERY_MS
      await new Promise((resolve) => setTimeout(resolve, due - Date.now()))
      const { taps, effects } = split(messages)
      outcome = classifyTaps(taps, effects)
      const hydratedOrGone = messages.some((m) => m.type === 'hydrated' || m.type === 'gone')
      // After the working tap, the run goes on until the second question is on screen too (forms only).
      const secondDone = !target.firstTapBudget || second !== null
      if (outcome.working && secondDone && (hydratedOrGone || Date.now() - started >= RUN_CAP_MS)) break
      if (outcome.working) {
        // A start control's tap leads to question 1: the person then answers it, on the answers seen
        // after the working tap — in the same document (the start revealed them) or in a later one —
        // never on the old screen, whose form may still be on its way.
        // One tap, as a person taps an answer once and waits: tapping again would post the form again
        // (and cancel the first post). A tap lost there leaves the second question unmeasured (—).
        const seenAfter = latestSpot && latestSpot.origin + latestSpot.at > documentOrigin + outcome.working.at
        if (secondDone || !seenAfter || answered) continue
        answered = true
        tap(latestSpot)
        continue
      }
      const spot = [...messages].reverse().find((m) => m.type === 'visible' || m.type === 'rect')
      if (!spot) continue
      sent += 1
      // Not awaited: a person's finger keeps its rhythm whatever the page is doing.
      tap(spot)
    }
    // Late reports (the last taps' clicks) have a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2 * EFFECT_WINDOW_MS))
    await navigation
    const { taps, effects } = split(messages)
    outcome = classifyTaps(taps, effects)
    if (process.env.BENCH_TAP_DEBUG) console.log(JSON.stringify(messages.map(({ origin: _, ...m }) => m)))
    const at = (type) => messages.find((m) => m.type === type)?.at ?? null
    return {
      visible: at('visible'),
      firstTap: outcome.working?.at ?? null,
      second: outcome.working && second !== null && second >= outcome.working.at ? second : null,
      late: outcome.late,
      effect: outcome.effect?.kind ?? null,
      hydrated: at('hydrated'),
      dead: outcome.dead,
      missed: outcome.missed,
      sent,
      received: taps.length,
    }
  } finally {
    await context.close()
  }
}

function split(messages) {
  const taps = messages.filter((m) => m.type === 'tap')
  const effects = messages.filter((m) => m.type === 'change' || m.type === 'navigate').map((m) => ({ at: m.at, kind: m.type === 'navigate' ? 'navegação' : 'mudança' }))
  return { taps, effects }
}

/** Every chosen page under every chosen profile, `runs` times each; the medians, plus each run. */
export async function benchTaps({ baseUrl, giverUuid, pages, profiles, runs, log = console.log }) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  })
  const results = []
  try {
    for (const profileKey of profiles) {
      const profile = PROFILES[profileKey]
      const rows = []
      for (const pageKey of pages) {
        const target = TARGETS[pageKey]
        const samples = []
        for (let run = 0; run < runs; run++) {
          const sample = await tapRun(browser, `${baseUrl}${target.path(giverUuid)}`, target, profile)
          samples.push(sample)
          log(
            `  ${profile.label} · ${target.label} · execução ${run + 1}: visível ${ms(sample.visible)}, primeiro toque que funciona ${ms(sample.firstTap)}, segunda pergunta ${ms(sample.second)}` +
              `${sample.late ? ' (efeito tarde)' : ''}${sample.effect ? ` [${sample.effect}]` : ''}, hidratada ${ms(sample.hydrated)}, ` +
              `${sample.dead} mortos, ${sample.missed} fora do alvo, ${sample.received}/${sample.sent} toques recebidos`,
          )
        }
        rows.push({
          page: target.label,
          firstTapBudget: target.firstTapBudget,
          visible: median(samples.map((s) => s.visible)),
          firstTap: median(samples.map((s) => s.firstTap)),
          second: target.firstTapBudget ? median(samples.map((s) => s.second)) : null,
          hydrated: median(samples.map((s) => s.hydrated)),
          dead: median(samples.map((s) => s.dead)),
          samples,
        })
      }
      results.push({ profile: profileKey, label: profile.label, rows })
    }
  } finally {
    await browser.close()
  }
  return results
}

const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`)
