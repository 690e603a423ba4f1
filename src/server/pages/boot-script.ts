/**
 * How a server-rendered page loads its code: after its first paint (decision 0026).
 *
 * The page is readable as soon as its HTML and stylesheet arrive, so the client's modules start
 * loading only once the browser has painted it: they never compete with the stylesheet on a slow
 * connection, and the first paint never waits for them. One inline script does it, the same text
 * on every page, allowed by its hash in the Content-Security-Policy (no 'unsafe-inline'); the
 * modules to load travel in its data attributes. A page without server-rendered markup (or opened
 * in a background tab, where no frame is painted) loads them at once. Until then, forms do not
 * submit natively, except those made to post (issue 32).
 */
import { createHash } from 'node:crypto'

export const BOOT_SCRIPT =
  '(function(s){var d=document,w=window,done=false;' +
  // Until React owns the page, a form's Enter would submit it natively: a GET that would put what
  // was typed (a password) in the address bar. Held back; what was typed stays for React. A form
  // made to post (method="post", issue 32: an answer tapped before the code runs) goes through.
  "d.addEventListener('submit',function(e){if(d.documentElement.getAttribute('data-hydrated')!=='true'&&" +
  "(e.target.getAttribute('method')||'').toLowerCase()!=='post')e.preventDefault()},true);" +
  'function go(){if(done)return;done=true;' +
  "(s.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l)});" +
  "var m=d.createElement('script');m.type='module';m.crossOrigin='anonymous';m.src=s.getAttribute('data-entry');d.head.appendChild(m)}" +
  "var root=d.getElementById('root');" +
  "if(d.visibilityState==='hidden'||!root||!root.firstElementChild){go();return}" +
  // The first contentful paint, as the browser reports it once the frame is on screen…
  "var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}})" +
  ".observe({type:'paint',buffered:true})}" +
  // …or, without paint timing, the frame after the first one.
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});' +
  // Never later than this, whatever happens to painting.
  'setTimeout(go,3000)})(document.currentScript)'

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`
