/**
 * Random orders (DISC options, OCEAN items) are decided in one place: a per-visit seed the server
 * draws and carries in the page (PageState.seed), from which the server's render and the browser's
 * hydration derive the same orders (docs/decisions/0023-react-and-server-rendering.md). A page the
 * server did not seed (a content page served from the cache, then a client-side navigation) uses a
 * seed drawn once in the browser: nothing was rendered from it before.
 */
import { createContext, useContext } from 'react'

export const VisitSeedContext = createContext<number | null>(null)

let browserSeed: number | undefined

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32)
}

/** The visit's seed (the server's when it rendered the page). */
export function useVisitSeed(): number {
  const seed = useContext(VisitSeedContext)
  if (seed !== null) return seed
  browserSeed ??= randomSeed()
  return browserSeed
}
