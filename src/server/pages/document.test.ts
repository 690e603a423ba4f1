import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDocument } from './document'

/** A client build with both entries (decision 0050): index.html's and the page islands'. */
function builtClient() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-document-'))
  mkdirSync(path.join(dir, '.vite'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <!--app-head-->\n    <script type="module" src="/assets/index-a.js"></script>\n    <link rel="modulepreload" href="/assets/react-r.js">\n    <link rel="modulepreload" href="/assets/routes-s.js">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  )
  const manifest = {
    'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_react-r.js', '_routes-s.js', '_kit-k.js'] },
    'src/client/island.tsx': { file: 'assets/island-i.js', src: 'src/client/island.tsx', isEntry: true, imports: ['_react-r.js', '_kit-k.js'] },
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

  it('a page island loads the islands’ entry and only what it and the page import: never the route table', () => {
    const html = render({ head: '', body: '<main>x</main>', pages: ['assessment-page'], island: true })
    const boot = bootOf(html)
    expect(boot.entry).toBe('/assets/island-i.js')
    expect(boot.preload.sort()).toEqual(['/assets/assessment-page-p.js', '/assets/kit-k.js', '/assets/react-r.js', '/assets/wizard-w.js'].sort())
    expect(html).not.toContain('routes-s.js')
    expect(html).not.toContain('index-a.js')
  })

  it('without the islands’ entry in the build (an older build), an island page falls back to index.html’s', () => {
    const dir = builtClient()
    writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-a.js', isEntry: true }, 'src/client/app/routes/assessment-page.tsx': { file: 'assets/assessment-page-p.js' } }),
    )
    const boot = bootOf(createDocument(dir)({ head: '', body: '<main>x</main>', pages: ['assessment-page'], island: true }))
    expect(boot.entry).toBe('/assets/index-a.js')
    expect(boot.preload).toContain('/assets/assessment-page-p.js')
  })
})
