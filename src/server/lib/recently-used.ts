/** A map that keeps at most `limit` entries and forgets the least recently used one beyond it. */
export class RecentlyUsed<K, V> {
  // Map order is insertion order: re-inserting keeps the most recently used last.
  private readonly entries = new Map<K, V>()
  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  /** Whether `key` is kept, without counting as a use. */
  has(key: K): boolean {
    return this.entries.has(key)
  }

  set(key: K, value: V) {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K)
  }

  delete(key: K) {
    this.entries.delete(key)
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}
