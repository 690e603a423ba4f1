// Bundles the Fastify server (src/server/main.ts) into dist/server/main.js.
// Dependencies stay external: they are resolved from node_modules at run time, which keeps
// native and WASM packages (argon2, PGlite) working and the bundle small.
import { cp, rm } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
// DIST_DIR lets parallel builds (e.g. two engineers' e2e runs) use separate output folders.
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const outfile = path.join(distDir, 'server/main.js')

await rm(path.dirname(outfile), { recursive: true, force: true })

// The inline boot script (src/client/boot-script.ts), minified, bundled into the server as a string
// (src/server/pages/boot-script.ts; the options are the ones it uses when run from source).
const boot = await build({
  absWorkingDir: root,
  entryPoints: ['src/client/boot-script.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
})
const bootScript = boot.outputFiles[0]?.text.trim()
if (!bootScript) throw new Error('build-server: the boot script built to nothing')

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outfile,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  bundle: true,
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  define: { __ESPELHO_BOOT_SCRIPT__: JSON.stringify(bootScript) },
  // ESM output has no `require`; recreate it for any CommonJS-style code a dependency pulls in.
  // (esbuild renames a module's own top-level `require`, so this cannot collide. `__dirname` is
  // deliberately not defined here: esbuild would not rename a module's own declaration of it, and
  // Node >= 20.11 has `import.meta.dirname` natively.)
  banner: {
    js: [
      "import { createRequire as __espelhoCreateRequire } from 'node:module';",
      'const require = __espelhoCreateRequire(import.meta.url);',
    ].join('\n'),
  },
})

const bytes = result.metafile.outputs[path.relative(root, outfile).split(path.sep).join('/')]?.bytes
console.log(`server: ${path.relative(root, outfile)}${bytes ? ` (${(bytes / 1024).toFixed(1)} KiB)` : ''}`)

// The bundle applies migrations at start-up from beside itself (see config.ts: migrationsDir).
await cp(path.join(root, 'src/server/db/migrations'), path.join(path.dirname(outfile), 'db/migrations'), { recursive: true })
