/**
 * How a server-rendered page loads its code: after its first paint (decision 0026). The server
 * inlines this file, minified by the build (scripts/build-server.mjs; src/server/pages/boot-script.ts
 * builds it the same way when run from source), into every page, allowed by its hash in the
 * Content-Security-Policy (no 'unsafe-inline'). The modules to load travel in the tag's data
 * attributes: `data-entry` (index.html's entry) and `data-preload` (its imports and the page's).
 *
 * The page is readable as soon as its HTML and stylesheet arrive, so the client's modules start
 * loading only once the browser has painted it: they never compete with the stylesheet on a slow
 * connection, and the first paint never waits for them. A page without server-rendered markup (or
 * opened in a background tab, where no frame is painted) loads them at once.
 */
const script = document.currentScript

// Until React owns the page, a form's Enter would submit it natively: a GET that would put what was
// typed (a password) in the address bar. Held back; what was typed stays for React. A form made to
// post (method="post", issue 32: an answer tapped before the code runs) goes through.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement
    if (document.documentElement.getAttribute('data-hydrated') !== 'true' && (form.getAttribute('method') ?? '').toLowerCase() !== 'post') {
      event.preventDefault()
    }
  },
  true,
)

let started = false
function load() {
  if (started || !script) return
  started = true
  for (const href of (script.getAttribute('data-preload') ?? '').split(' ')) {
    if (!href) continue
    const link = document.createElement('link')
    // Set as attributes: the page's HTML then never spells out a preload tag before the code runs.
    link.setAttribute('rel', 'modulepreload')
    link.crossOrigin = 'anonymous'
    link.href = href
    document.head.appendChild(link)
  }
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.crossOrigin = 'anonymous'
  entry.src = script.getAttribute('data-entry') ?? ''
  document.head.appendChild(entry)
}

const root = document.getElementById('root')
if (document.visibilityState === 'hidden' || !root?.firstElementChild) {
  load()
} else {
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // The first contentful paint, as the browser reports it once the frame is on screen…
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(load, 0)
    }).observe({ type: 'paint', buffered: true })
  } else {
    // …or, without paint timing, the frame after the first one.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)))
  }
  // Never later than this, whatever happens to painting.
  setTimeout(load, 3000)
}
