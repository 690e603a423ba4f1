/**
 * The HTML document around a page: the client build's index.html with the page's <head>, the
 * client settings, the server-rendered markup and its state, and the boot script that loads the
 * page's code after its first paint (boot-script.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/ssr/page-state'
import { BOOT_SCRIPT } from './boot-script'
import { escapeHtml, safeJson } from './head'

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

/** The tags Vite writes into index.html for the entry module and its static imports. */
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\n?/
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\n?/g

/**
 * index.html without its module tags, and what they loaded: the boot script loads the same
 * modules once the page is painted.
 */
function splitTemplate(html: string) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const template = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
  return { template, entry, preloads }
}

type Manifest = Record<string, { file: string; src?: string; imports?: string[]; isEntry?: boolean }>

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
  const { template, entry, preloads: entryPreloads } = splitTemplate(
    indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE,
  )
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`)
  const manifestFile = clientDir ? path.join(clientDir, '.vite/manifest.json') : undefined
  const manifest: Manifest = manifestFile && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {}

  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, into)
  }
  // What index.html already loads: the entry and its static imports.
  const loadedUpFront = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedUpFront)

  const bootCache = new Map<string, string>()
  /**
   * The boot script for a page: the entry, its imports and the page's chunk with its imports, so
   * they all load side by side instead of one import after another.
   */
  const bootTag = (pages: readonly string[]) => {
    if (!entry) return ''
    const cacheKey = pages.join(',')
    let tag = bootCache.get(cacheKey)
    if (tag === undefined) {
      const files = new Set<string>()
      for (const page of pages) closure(`src/client/app/routes/${page}.tsx`, files)
      const preload = [...entryPreloads, ...[...files].filter((file) => !loadedUpFront.has(file)).map((file) => `/${file}`)]
      tag = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}">${BOOT_SCRIPT}</script>`
      bootCache.set(cacheKey, tag)
    }
    return tag
  }

  return (parts: DocumentParts) => {
    const state = parts.state
      ? `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${safeJson(parts.state)}</script>`
      : ''
    return template
      .replace('<!--app-head-->', () => parts.head)
      .replace(ROOT_ELEMENT, () => `<div id="root">${parts.body ?? ''}</div>${state}${bootTag(parts.pages ?? [])}`)
  }
}
