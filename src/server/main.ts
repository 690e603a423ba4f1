import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRenderer } from '#shared/ssr/page-state'
import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { DataDirLockedError, DataDirLockLostError } from './db/data-dir-lock'
import { drainAndClose } from './plugins/drain'

/**
 * The client's server render: the SSR bundle Vite builds beside the client (CLIENT_DIR/../ssr),
 * loaded by its file path at run time so the server never imports client code
 * (docs/decisions/0023-react-and-server-rendering.md). Without it pages are rendered in the browser.
 */
async function loadPageRenderer(config: AppConfig): Promise<PageRenderer | undefined> {
  if (!config.clientDir) return undefined
  const entry = path.join(path.dirname(config.clientDir), 'ssr', 'entry-server.js')
  if (!existsSync(entry)) {
    console.warn(`Sem ${entry}: as páginas serão desenhadas só no navegador (rode npm run build).`)
    return undefined
  }
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer }
  return module.renderPage
}

/**
 * A configuration the server refuses: sysexits' EX_CONFIG (78), so a supervisor tells it from a
 * crash and does not start the process again and again (npm run cluster stops; the systemd unit
 * has RestartPreventExitStatus=78): the same settings would be refused again (issue 45).
 */
const EXIT_CONFIG = 78

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(EXIT_CONFIG)
    }
    throw error
  }
  // `--check-config`: only the settings, before a supervisor starts any process (npm run cluster).
  if (process.argv.includes('--check-config')) process.exit(0)
  // The DATA_DIR lock taken by another process: the database already refuses every statement
  // (503); say why and exit at once, without closing PGlite (closing would write to the folder).
  const onDataDirLockLost = (error: DataDirLockLostError) => {
    console.error(error.message)
    setTimeout(() => process.exit(1), 200).unref()
  }
  let app
  try {
    app = await buildApp(config, { renderPage: await loadPageRenderer(config), onDataDirLockLost })
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirLockLostError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  // Graceful stop (plugins/drain.ts, issue 35): stop accepting, answer what still arrives with
  // `Connection: close`, and on SIGTERM leave idle keep-alive connections for SHUTDOWN_DRAIN_SECONDS
  // to the proxy in front (systemd and npm run cluster set it). Ctrl+C (SIGINT) never waits for them.
  let closing = false
  const shutdown = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (closing) return
    closing = true
    const waitForIdleMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0
    const activeGraceMs = 10_000
    const timer = setTimeout(() => process.exit(1), waitForIdleMs + activeGraceMs + 10_000)
    timer.unref()
    await drainAndClose(app, { waitForIdleMs, activeGraceMs, signal })
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(`Espelho em ${config.publicUrl}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
