/**
 * Decoded chunks of pulls, by the pull number of their first pull, kept within a budget of bytes: once over it, the
 * least recently used go first, though never below two chunks, so the one just read stays however large it is.
 */
export class ChunkCache<T> {
  private readonly entries = new Map<number, { readonly value: T; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  has(first: number): boolean {
    return this.entries.has(first);
  }

  /** The cached value, leaving its place in the order of use as it is. */
  peek(first: number): T | undefined {
    return this.entries.get(first)?.value;
  }

  /** The cached value, now the most recently used. */
  touch(first: number): T | undefined {
    const entry = this.entries.get(first);
    if (entry) {
      this.entries.delete(first);
      this.entries.set(first, entry);
    }
    return entry?.value;
  }

  /** Keeps `value`, `bytes` long, in place of any value before it, then makes room within the budget. */
  remember(first: number, value: T, bytes: number): void {
    const previous = this.entries.get(first);
    if (previous) this.total -= previous.bytes;
    this.entries.set(first, { value, bytes });
    this.total += bytes;
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes || this.entries.size <= 2) break;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }

  /** Counts `bytes` more for a cached value (what was worked out from it since); room is made on the next remember. */
  grow(first: number, bytes: number): void {
    const entry = this.entries.get(first);
    if (!entry) return;
    entry.bytes += bytes;
    this.total += bytes;
  }

  delete(first: number): void {
    const entry = this.entries.get(first);
    if (entry) this.total -= entry.bytes;
    this.entries.delete(first);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
