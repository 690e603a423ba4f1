import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

/** The lock's file name inside DATA_DIR (PGlite ignores files it does not know). */
export const LOCK_FILE = 'espelho.lock'
/** The holder touches the file this often; a lock untouched for STALE_AFTER_MS is abandoned. */
const REFRESH_MS = 10_000
const STALE_AFTER_MS = 30_000

interface LockContent {
  pid: number
  hostname: string
  token: string
  startedAt: string
}

/** A second process on the same embedded data dir: main.ts prints the message and exits 1. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: LockContent | null) {
    super(
      `O banco embutido em DATA_DIR=${dataDir} já está em uso por outro processo` +
        (holder ? ` (pid ${holder.pid} em ${holder.hostname}, desde ${holder.startedAt})` : '') +
        '. O banco embutido (PGlite) atende um único processo: pare o outro processo, escolha outro DATA_DIR ' +
        'ou, para rodar vários processos, use DATABASE_URL com um PostgreSQL (e REDIS_URL).',
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DataDirLock {
  release(): void
}

function readLock(file: string): LockContent | null {
  try {
    const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>
    return typeof content.pid === 'number' && typeof content.token === 'string' ? (content as LockContent) : null
  } catch {
    return null
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether a lock left in the directory still belongs to a living process. A lock is abandoned
 * when its process is gone (same machine), when it names this very pid (a restarted container
 * reuses pid 1), when it is unreadable, or when its holder stopped touching it (another machine
 * sharing the volume, or a pid reused by an unrelated process).
 */
function isStale(file: string, content: LockContent | null): boolean {
  if (!content) {
    // Half-written by a process killed while creating it: give a live creator a moment.
    try {
      return Date.now() - statSync(file).mtimeMs > 2_000
    } catch {
      return true
    }
  }
  if (content.pid === process.pid) return true
  if (content.hostname === os.hostname() && !processAlive(content.pid)) return true
  try {
    return Date.now() - statSync(file).mtimeMs > STALE_AFTER_MS
  } catch {
    return true
  }
}

/**
 * Takes the one-process lock of an embedded data dir: a file created with O_EXCL holding this
 * process's pid, refreshed while the process lives and removed on close or exit. A crash
 * (kill -9) leaves the file behind; the next start sees its process is gone and takes over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE)
  const content: LockContent = { pid: process.pid, hostname: os.hostname(), token: randomUUID(), startedAt: new Date().toISOString() }
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644)
      try {
        writeSync(fd, JSON.stringify(content))
      } finally {
        closeSync(fd)
      }
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readLock(file)
      if (attempt >= 2 || !isStale(file, holder)) throw new DataDirLockedError(dataDir, holder)
      // Remove the abandoned lock only if it is still the one just judged; then race for a new one.
      if (readLock(file)?.token === holder?.token) {
        try {
          unlinkSync(file)
        } catch {
          // someone else removed it first
        }
      }
    }
  }

  const ours = () => readLock(file)?.token === content.token
  const timer = setInterval(() => {
    try {
      const now = new Date()
      if (ours()) utimesSync(file, now, now)
    } catch {
      // the directory went away; nothing to refresh
    }
  }, REFRESH_MS)
  timer.unref()
  let released = false
  const release = () => {
    if (released) return
    released = true
    clearInterval(timer)
    process.off('exit', release)
    try {
      if (ours()) unlinkSync(file)
    } catch {
      // already gone
    }
  }
  // process.exit() skips close hooks: still leave no lock behind.
  process.on('exit', release)
  return { release }
}
