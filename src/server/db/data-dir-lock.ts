import { closeSync, openSync, readFileSync, readlinkSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

/** The lock's file name inside DATA_DIR (PGlite ignores files it does not know). */
export const LOCK_FILE = 'espelho.lock'
/** The holder checks the lock is still its own, and touches it, this often. */
const CHECK_MS = 1_000
/**
 * A lock whose holder cannot be seen from here (another machine, another pid namespace, an older
 * build's lock) is abandoned once nobody touched it for this long (DATA_DIR_LOCK_STALE_SECONDS).
 * A holder this process can see is judged by its life alone, never by age.
 */
export const DEFAULT_STALE_AFTER_MS = 30_000
/** After taking over an abandoned lock, how long to wait before checking nobody else took it too. */
const TAKEOVER_SETTLE_MS = 100

interface LockContent {
  pid: number
  hostname: string
  token: string
  startedAt: string
  /** Linux: the kernel's boot id, the pid namespace and the holder's start time in clock ticks since boot. */
  bootId?: string
  pidNamespace?: string
  startTicks?: string
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

/**
 * The lock this process held is no longer its own (removed, or taken by another process): it must
 * not write another byte to DATA_DIR. Its code makes the error handler answer 503.
 */
export class DataDirLockLostError extends Error {
  readonly code = 'EDATADIRLOCKLOST'
  constructor(dataDir: string) {
    super(
      `A trava de DATA_DIR=${dataDir} (${LOCK_FILE}) deixou de ser deste processo (pid ${process.pid}): ` +
        'outro processo a assumiu ou o arquivo foi apagado. Este processo para de gravar e sai para não corromper o banco embutido.',
    )
    this.name = 'DataDirLockLostError'
  }
}

export interface DataDirLock {
  /** Throws when this process may not write now: DataDirLockLostError once the lock is lost (and for good). */
  assertHeld(): void
  /** True once the lock was found not to be this process's. */
  readonly lost: boolean
  release(): void
}

export interface LockOptions {
  /** How long an unverifiable holder may leave the lock untouched before it counts as abandoned. */
  staleAfterMs?: number
  /** Told once, the moment the lock is found lost (by the timer or before a write). */
  onLost?: (error: DataDirLockLostError) => void
}

function readLock(file: string): LockContent | null {
  try {
    const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>
    return typeof content.pid === 'number' && typeof content.token === 'string' ? (content as LockContent) : null
  } catch {
    return null
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return undefined
  }
}

/**
 * A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), undefined when
 * there is no such process here (or no /proc). With the pid it names one process for the life of
 * the machine: a pid handed to another process later has another start time.
 */
export function processStartTicks(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`)
  if (!stat) return undefined
  // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return fields[19]
}

/** The pid namespace this process lives in: pids are comparable only inside one. */
function pidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid')
  } catch {
    return undefined
  }
}

/** Who this process is, as far as this machine can tell later. */
function identity(): Pick<LockContent, 'bootId' | 'pidNamespace' | 'startTicks'> {
  return {
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: pidNamespace(),
    startTicks: processStartTicks(process.pid),
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

function untouchedFor(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs
  } catch {
    return Infinity
  }
}

/**
 * Whether a lock left in the directory is abandoned. A holder this process can see (same machine,
 * same boot, same pid namespace) is judged only by whether it still lives, by pid and start time,
 * so a holder stopped for minutes (SIGSTOP, a debugger, a frozen VM) keeps its lock and a pid
 * reused by an unrelated process does not. A holder that cannot be seen from here (another machine
 * sharing the folder, another container, a lock from an older build) is abandoned once nobody
 * touched the file for `staleAfterMs`; should it wake up later, its own check stops it before it
 * writes (DataDirLockLostError).
 */
function isAbandoned(file: string, content: LockContent | null, staleAfterMs: number, self: ReturnType<typeof identity>): boolean {
  if (!content) {
    // Half-written by a process killed while creating it: give a live creator a moment.
    return untouchedFor(file) > 2_000
  }
  if (content.hostname === os.hostname()) {
    const visible =
      self.bootId !== undefined &&
      self.pidNamespace !== undefined &&
      content.bootId === self.bootId &&
      content.pidNamespace === self.pidNamespace &&
      typeof content.startTicks === 'string'
    if (visible) {
      const ticks = processStartTicks(content.pid)
      // /proc mounted with hidepid hides other users' processes: then only the pid can be asked.
      return ticks === undefined ? !processAlive(content.pid) : ticks !== content.startTicks
    }
    if (self.bootId === undefined && content.bootId === undefined) {
      // No /proc (macOS, Windows): a living pid on this machine keeps the lock, whatever its age.
      return content.pid === process.pid || !processAlive(content.pid)
    }
    if (content.bootId === undefined) {
      // An older build's lock (pid and machine only): a restarted container reuses pid 1.
      if (content.pid === process.pid || !processAlive(content.pid)) return true
    }
  }
  return untouchedFor(file) > staleAfterMs
}

/**
 * Takes the one-process lock of an embedded data dir: a file created with O_EXCL holding this
 * process's pid, machine, boot, pid namespace and start time, checked and touched every second
 * while the process lives and removed on close or exit. A crash (kill -9) leaves the file behind;
 * the next start sees its process is gone and takes over. Before every write the caller asks
 * `assertHeld()`: the moment the file is no longer this process's, writes stop for good and
 * `onLost` is told.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS
  const file = path.join(dataDir, LOCK_FILE)
  const self = identity()
  const content: LockContent = {
    pid: process.pid,
    hostname: os.hostname(),
    token: randomUUID(),
    startedAt: new Date().toISOString(),
    ...self,
  }
  const written = JSON.stringify(content)
  let tookOver = false
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644)
      try {
        writeSync(fd, written)
      } finally {
        closeSync(fd)
      }
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readLock(file)
      if (attempt >= 2 || !isAbandoned(file, holder, staleAfterMs, self)) throw new DataDirLockedError(dataDir, holder)
      // Remove the abandoned lock only if it is still the one just judged; then race for a new one.
      // Should two starters race, the loser's lock is gone and its first write stops it.
      if (readLock(file)?.token === holder?.token) {
        try {
          unlinkSync(file)
        } catch {
          // someone else removed it first
        }
      }
      tookOver = true
    }
  }
  if (tookOver) {
    // Two starters judging the same abandoned lock: the slower one may remove the file the faster
    // one just created. Look again a moment later, before PGlite touches the folder.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, TAKEOVER_SETTLE_MS)
    if (readLock(file)?.token !== content.token) throw new DataDirLockedError(dataDir, readLock(file))
  }

  let lost = false
  let released = false
  const loseIt = () => {
    if (lost) return
    lost = true
    clearInterval(timer)
    options.onLost?.(new DataDirLockLostError(dataDir))
  }
  /** True while the file still holds exactly what this process wrote; a missing or foreign file means lost. */
  const stillOurs = (): boolean => {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      // Cannot tell now (EMFILE, EIO…): this write is refused, the lock is not given up.
      throw error
    }
    return text === written
  }
  const assertHeld = () => {
    if (!lost && !released && !stillOurs()) loseIt()
    if (lost) throw new DataDirLockLostError(dataDir)
  }
  const timer = setInterval(() => {
    try {
      if (!stillOurs()) return loseIt()
      const now = new Date()
      utimesSync(file, now, now)
    } catch {
      // cannot read or touch the file right now; the next tick and every write check again
    }
  }, CHECK_MS)
  timer.unref()
  const release = () => {
    if (released) return
    released = true
    clearInterval(timer)
    process.off('exit', release)
    try {
      if (!lost && stillOurs()) unlinkSync(file)
    } catch {
      // already gone
    }
  }
  // process.exit() skips close hooks: still leave no lock behind (never someone else's).
  process.on('exit', release)
  return {
    assertHeld,
    get lost() {
      return lost
    },
    release,
  }
}
