/**
 * The inline script that loads a server-rendered page's code after its first paint (decision 0026):
 * src/client/boot-script.ts, minified. The production build bundles it in (scripts/build-server.mjs
 * defines __ESPELHO_BOOT_SCRIPT__); run from source (tests, `npm run dev`), it is built here with the
 * same esbuild options, once per process.
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'

declare const __ESPELHO_BOOT_SCRIPT__: string | undefined

/** The esbuild options of the boot script: scripts/build-server.mjs uses the same. */
const BOOT_SCRIPT_BUILD = { bundle: true, minify: true, format: 'iife', target: 'es2020', legalComments: 'none', write: false } as const

function buildFromSource(): string {
  // esbuild is a development dependency: only loaded when the build did not bundle the script in.
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild')
  const entry = path.resolve(import.meta.dirname, '../../client/boot-script.ts')
  const [output] = esbuild.buildSync({ ...BOOT_SCRIPT_BUILD, entryPoints: [entry] }).outputFiles
  if (!output) throw new Error('boot script: esbuild wrote nothing')
  return output.text.trim()
}

export const BOOT_SCRIPT: string = typeof __ESPELHO_BOOT_SCRIPT__ === 'string' ? __ESPELHO_BOOT_SCRIPT__ : buildFromSource()

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`
