import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDocument } from './document'

/** A client build: index.html's entry, its imports and two pages. */
function builtClient() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-document-'))
  mkdirSync(path.join(dir, '.vite'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <!--app-head-->\n    <script type="module" src="/assets/index-a.js"></script>\n    <link rel="modulepreload" href="/assets/react-r.js">\n    <link rel="modulepreload" href="/assets/routes-s.js">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  )
  const manifest = {
    'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_react-r.js', '_routes-s.js', '_kit-k.js'] },
    '_react-r.js': { file: 'assets/react-r.js' },
    '_routes-s.js': { file: 'assets/routes-s.js', imports: ['_kit-k.js'] },
    '_kit-k.js': { file: 'assets/kit-k.js', imports: ['_react-r.js'] },
    'src/client/app/routes/assessment-page.tsx': { file: 'assets/assessment-page-p.js', imports: ['_kit-k.js', '_wizard-w.js'] },
    'src/client/app/routes/disc-page.tsx': { file: 'assets/disc-page-d.js', imports: ['_kit-k.js'] },
    '_wizard-w.js': { file: 'assets/wizard-w.js' },
  }
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  return dir
}

function bootOf(html: string) {
  const boot = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html)
  if (!boot) throw new Error('no boot script')
  return { entry: boot[1], preload: (boot[2] ?? '').split(' ').filter(Boolean) }
}

describe('createDocument', () => {
  const render = createDocument(builtClient())

  it('a page of the whole app loads index.html’s entry, its preloads and the page’s own files', () => {
    const boot = bootOf(render({ head: '', body: '<main>x</main>', pages: ['disc-page'] }))
    expect(boot.entry).toBe('/assets/index-a.js')
    expect(boot.preload.sort()).toEqual(['/assets/disc-page-d.js', '/assets/react-r.js', '/assets/routes-s.js'].sort())
  })

  it('a page loads only the files index.html does not already load', () => {
    const boot = bootOf(render({ head: '', body: '<main>x</main>', pages: ['assessment-page'] }))
    expect(boot.entry).toBe('/assets/index-a.js')
    expect(boot.preload.sort()).toEqual(['/assets/assessment-page-p.js', '/assets/react-r.js', '/assets/routes-s.js', '/assets/wizard-w.js'].sort())
  })

  it('the boot script is the built source (src/client/boot-script.ts): minified, one line, no module tag', () => {
    const html = render({ head: '', body: '<main>x</main>', pages: ['disc-page'] })
    const script = /<script data-entry="[^"]+" data-preload="[^"]*">([^<]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).toContain('first-contentful-paint')
    expect(script).toContain('modulepreload')
    expect(script).not.toContain('\n')
    expect(script.length).toBeLessThan(1200)
  })
})
