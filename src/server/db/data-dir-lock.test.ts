// Issue 31, item 3: the DATA_DIR lock judges a holder it can see by its life (pid and start time),
// never by the lock's age, and the holder stops writing the moment the lock is no longer its own.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '#test/app'
import { isDatabaseUnavailable } from '#server/plugins/error-handler'
import { openDatabase } from './client'
import { DataDirLockedError, DataDirLockLostError, LOCK_FILE, lockDataDir, processStartTicks, type DataDirLock } from './data-dir-lock'

const linux = process.platform === 'linux'
const dirs: string[] = []
const children: ChildProcess[] = []
const locks: DataDirLock[] = []
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release()
})
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function dataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-lock-unit-'))
  dirs.push(dir)
  return dir
}

/** A real process of this machine, alive until the test ends. */
async function liveProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  await new Promise((resolve) => child.once('spawn', resolve))
  return child as ChildProcess & { pid: number }
}

/** A lock as a holder on this machine writes it, for `pid` with the start time given. */
function writeLocalLock(dir: string, pid: number, startTicks: string | undefined, untouchedMs = 0) {
  const file = path.join(dir, LOCK_FILE)
  writeFileSync(
    file,
    JSON.stringify({
      pid,
      hostname: os.hostname(),
      token: 'de-outro-processo',
      startedAt: new Date().toISOString(),
      bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
      pidNamespace: readlinkSync('/proc/self/ns/pid'),
      startTicks,
    }),
  )
  const then = new Date(Date.now() - untouchedMs)
  utimesSync(file, then, then)
  return file
}

const take = (dir: string, options?: Parameters<typeof lockDataDir>[1]) => {
  const lock = lockDataDir(dir, options)
  locks.push(lock)
  return lock
}

describe.skipIf(!linux)('DATA_DIR lock: a holder on this machine is judged by its life, never by age', () => {
  it('a live holder keeps its lock even when it left the file untouched for an hour (SIGSTOP, debugger)', async () => {
    const holder = await liveProcess()
    const dir = dataDir()
    const file = writeLocalLock(dir, holder.pid, processStartTicks(holder.pid), 60 * 60_000)
    expect(() => take(dir)).toThrow(DataDirLockedError)
    expect(() => take(dir)).toThrow(`pid ${holder.pid} em ${os.hostname()}`)
    // Still the holder's file, untouched by the refused process.
    expect(JSON.parse(readFileSync(file, 'utf8')).token).toBe('de-outro-processo')
  })

  it('a pid now used by another process (another start time) does not keep the old holder’s lock', async () => {
    const stranger = await liveProcess()
    const ticks = Number(processStartTicks(stranger.pid))
    expect(ticks).toBeGreaterThan(0)
    const dir = dataDir()
    // Fresh file: only the start time tells the holder is gone.
    const file = writeLocalLock(dir, stranger.pid, String(ticks - 1))
    take(dir)
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid)
  })

  it('a lock left by a process that died (kill -9) is taken at once', async () => {
    const crashed = await liveProcess()
    const ticks = processStartTicks(crashed.pid)
    crashed.kill('SIGKILL')
    await new Promise((resolve) => crashed.once('exit', resolve))
    const dir = dataDir()
    const file = writeLocalLock(dir, crashed.pid, ticks)
    take(dir)
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid)
  })

  it('this very process does not take its own directory twice', () => {
    const dir = dataDir()
    take(dir)
    expect(() => take(dir)).toThrow(DataDirLockedError)
  })
})

describe('DATA_DIR lock from another machine: abandoned after the stale age', () => {
  const foreign = (dir: string, untouchedMs: number) => {
    const file = path.join(dir, LOCK_FILE)
    writeFileSync(file, JSON.stringify({ pid: 1, hostname: 'outra-maquina', token: 'vivo', startedAt: new Date().toISOString() }))
    const then = new Date(Date.now() - untouchedMs)
    utimesSync(file, then, then)
  }

  it('is respected while touched within the stale age, taken once older', () => {
    const dir = dataDir()
    foreign(dir, 1_000)
    expect(() => take(dir, { staleAfterMs: 5_000 })).toThrow('pid 1 em outra-maquina')
    foreign(dir, 6_000)
    take(dir, { staleAfterMs: 5_000 })
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
  })
})

describe('the holder stops the moment the lock is not its own', () => {
  const takenByAnother = (dir: string) =>
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, hostname: 'outra-maquina', token: 'assumiu', startedAt: new Date().toISOString() }),
    )

  it('the next write fails as unavailable (503), then every statement does, and the other lock stays', async () => {
    const dir = dataDir()
    const told: DataDirLockLostError[] = []
    const database = await openDatabase({ dataDir: dir, migrationsDir: MIGRATIONS_DIR, onLockLost: (error) => told.push(error) })
    try {
      await database.db.execute(sql`create table lock_probe (n int)`)
      await database.db.execute(sql`insert into lock_probe values (1)`)
      takenByAnother(dir)

      const write = await database.db.execute(sql`insert into lock_probe values (2)`).then(
        () => null,
        (error: unknown) => error,
      )
      expect(write).not.toBeNull()
      expect(isDatabaseUnavailable(write)).toBe(true)
      expect(told).toHaveLength(1)
      expect(told[0]?.message).toContain(`DATA_DIR=${dir}`)
      expect(told[0]?.message).toContain('deixou de ser deste processo')

      const read = await database.db.execute(sql`select n from lock_probe`).then(
        () => null,
        (error: unknown) => error,
      )
      expect(isDatabaseUnavailable(read)).toBe(true)
      await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow()
      expect(told).toHaveLength(1)
    } finally {
      await database.close()
    }
    // Neither closing nor exiting removes or rewrites the lock that is now another's.
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).token).toBe('assumiu')
  })

  it('with no write at all, the one-second check finds it too; a removed lock file counts as lost', async () => {
    const dir = dataDir()
    const told: DataDirLockLostError[] = []
    const lock = take(dir, { onLost: (error) => told.push(error) })
    rmSync(path.join(dir, LOCK_FILE))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(told).toHaveLength(1)
    expect(lock.lost).toBe(true)
    expect(() => lock.assertHeld()).toThrow(DataDirLockLostError)
  })

  it('while the lock is its own, the holder keeps touching it and writes go through', async () => {
    const dir = dataDir()
    const lock = take(dir)
    const file = path.join(dir, LOCK_FILE)
    const old = new Date(Date.now() - 60_000)
    utimesSync(file, old, old)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(5_000)
    expect(lock.lost).toBe(false)
    expect(() => lock.assertHeld()).not.toThrow()
  })
})
