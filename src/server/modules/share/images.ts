import { createHash } from 'node:crypto'
import { type DiscScores } from '#shared/disc/types'
import { DESIGN_VERSION, discCard, inviteCard, SIZES, type CardFormat } from './cards'
import { displayName } from './display-name'
import type { Node } from './elements'
import { renderPng } from './render'
import { RecentlyUsed } from '#server/lib/recently-used'
import { formatDate } from '#shared/format'

export interface Image {
  png: Buffer
  /** Strong ETag of exactly these bytes' inputs (design version + content). */
  etag: string
}

/** Most recent renders kept in memory; a few hundred previews is a few tens of MB at most. */
const CACHE_LIMIT = 300

/**
 * Renders images once per distinct content: the key is a hash of the design version and of
 * everything drawn, so a changed name or result is a new key (a new image and ETag), and the same
 * one is answered from memory. Concurrent requests for one key share one render.
 */
export function createImageCache(limit = CACHE_LIMIT) {
  const done = new RecentlyUsed<string, Image>(limit)
  const pending = new Map<string, Promise<Image>>()

  async function get(key: string, draw: () => Node, size: { width: number; height: number }): Promise<Image> {
    const hit = done.get(key)
    if (hit) return hit
    let running = pending.get(key)
    if (!running) {
      running = renderPng(draw(), size.width, size.height)
        .then((png) => {
          const image = { png, etag: `"${key.slice(0, 32)}"` }
          done.set(key, image)
          return image
        })
        .finally(() => pending.delete(key))
      pending.set(key, running)
    }
    return running
  }

  return { get, size: () => done.size }
}
export type ImageCache = ReturnType<typeof createImageCache>

const keyOf = (...parts: unknown[]) => createHash('sha256').update(JSON.stringify([DESIGN_VERSION, ...parts])).digest('hex')

/** The host written on the images ('www.espelho.app'). */
export const siteHost = (canonicalOrigin: string) => new URL(canonicalOrigin).host

/**
 * Which invite image a username gives: the og:image URL carries it (`?v=`), so a changed name is
 * a new address that link previews fetch again.
 */
export function inviteImageVersion(username: string | null, host: string): string {
  return keyOf('invite', username === null ? null : displayName(username), host).slice(0, 12)
}

export function inviteImage(cache: ImageCache, username: string | null, host: string): Promise<Image> {
  const name = username === null ? null : displayName(username)
  return cache.get(keyOf('invite', name, host), () => inviteCard({ name, host }), SIZES.wide)
}

export function discImage(cache: ImageCache, format: CardFormat, scores: DiscScores, createdAt: Date, host: string): Promise<Image> {
  const input = {
    scores: { dominance: scores.dominance, influence: scores.influence, steadiness: scores.steadiness, compliance: scores.compliance },
    date: formatDate(createdAt),
    host,
  }
  return cache.get(keyOf('disc', format, input), () => discCard(format, input), SIZES[format])
}
