/** Distinct reads kept per process: a few MB at most (60–200 rows of short texts each). */
const MAX_ENTRIES = 300;

/**
 * What the index answered for one query, kind and filter, kept until the index changes (its
 * version, read before every search): the same letters typed by many members ("de", "react")
 * are read from the index once. The reader's own part (connections, match scores, history) is
 * never cached. Oldest first out beyond MAX_ENTRIES.
 */
export class TextCache {
  private version = -1;
  private readonly entries = new Map<string, Promise<unknown>>();

  get<T>(version: number, key: string, load: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key) as Promise<T> | undefined;
    if (hit) {
      this.entries.delete(key); // to the back: recently used
      this.entries.set(key, hit);
      return hit;
    }
    const value = load();
    this.entries.set(key, value);
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/** Distinct reads kept per reader's near list (a filter each, mostly one). */
const NEAR_READS = 8;

/**
 * A reader's near entries (their connections' cards) per kind and filter, kept with the near
 * list they were read for and the index's version: a new list (a connection made or ended, or
 * the minute the feature keeps it for) or any change to the index reads them again. Kept by
 * the list itself, so a reader whose list the feature forgot is forgotten here too.
 */
export class NearCache {
  private readonly byList = new WeakMap<readonly string[], { version: number; reads: Map<string, Promise<unknown>> }>();

  get<T>(list: readonly string[], version: number, key: string, load: () => Promise<T>): Promise<T> {
    let kept = this.byList.get(list);
    if (!kept || kept.version !== version) this.byList.set(list, (kept = { version, reads: new Map() }));
    const reads = kept.reads;
    const hit = reads.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const value = load();
    reads.set(key, value);
    value.catch(() => reads.delete(key));
    if (reads.size > NEAR_READS) reads.delete(reads.keys().next().value!);
    return value;
  }
}
