/**
 * The HTML document around a page: the client build's index.html with the page's <head>, the
 * client settings, preloads of the page's code, the server-rendered markup and its state.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/ssr/page-state'
import { safeJson } from './head'

/** Without a client build (route tests, `npm run dev`'s API), the bare document. */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const ROOT_ELEMENT = '<div id="root"></div>'


type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

export interface DocumentParts {
  head: string
  /** Markup of the page (inside #root); empty when the server did not render it. */
  body?: string
  state?: PageState
  /** Page modules to preload (PageRenderResult.pages). */
  pages?: string[]
}

export function createDocument(clientDir: string | undefined) {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`)
  const manifestFile = clientDir ? path.join(clientDir, '.vite/manifest.json') : undefined
  const manifest: Manifest = manifestFile && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {}

  // What index.html already loads: the entry and its static imports.
  const loadedUpFront = new Set<string>()
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedUpFront)

  const preloadCache = new Map<string, string>()
  /** <link rel="modulepreload"> for a page's chunk and its imports, so they load alongside the entry. */
  const preloads = (pages: readonly string[]) => {
    const cacheKey = pages.join(',')
    let links = preloadCache.get(cacheKey)
    if (links === undefined) {
      const files = new Set<string>()
      for (const page of pages) closure(`src/client/app/routes/${page}.tsx`, files)
      links = [...files]
        .filter((file) => !loadedUpFront.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('\n    ')
      preloadCache.set(cacheKey, links)
    }
    return links
  }

  return (parts: DocumentParts) => {
    const preload = parts.pages ? preloads(parts.pages) : ''
    const head = preload ? `${parts.head}\n    ${preload}` : parts.head
    const state = parts.state
      ? `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${safeJson(parts.state)}</script>`
      : ''
    return template
      .replace('<!--app-head-->', () => head)
      .replace(ROOT_ELEMENT, () => `<div id="root">${parts.body ?? ''}</div>${state}`)
  }
}
