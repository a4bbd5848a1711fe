import type { MemberCache, MemberCaches } from '../../platform/member-cache.js';
import type { Catalog } from './catalog.js';

/** The scope of the learning area's caches (MemberCaches.changed drops only these). */
export const COURSES_SCOPE = 'courses';

/** One member's encoded pages, valid for one build of the catalogue. */
interface Bundle {
  generation: number;
  pages: Map<string, Buffer>;
}

/**
 * The course list and course detail pages as each member last got them, kept as encoded JSON
 * (a list is ~10 KB: writing it on every answer cost more than the whole session lookup).
 *
 * Two things make a page stale. The member's own learning (enrolment, position, completion,
 * quiz start): whoever changes it calls `memberChanged(id)` or `changed(COURSES_SCOPE, id)`
 * after the commit, which drops the member's bundle on every process. Anyone's enrolment or
 * review (counts and ratings on every page): the catalogue is rebuilt with a higher generation
 * and a bundle built from an older one starts empty again. A page computed while a change lands
 * is written into the bundle that change has already dropped, so it is never served again.
 */
export class MemberPages {
  readonly #bundles: MemberCache<Bundle>;

  constructor(caches: MemberCaches) {
    // A bundle holds a list or two and the details the member opened: ~2,000 members is tens of MB at most.
    this.#bundles = caches.create<Bundle>(5 * 60_000, 2_000, COURSES_SCOPE);
  }

  async load(memberId: string, catalog: Catalog, key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const bundle = await this.#bundles.load(memberId, async () => ({ generation: catalog.generation, pages: new Map() }));
    if (bundle.generation < catalog.generation) {
      bundle.generation = catalog.generation;
      bundle.pages.clear();
    }
    const hit = bundle.generation === catalog.generation ? bundle.pages.get(key) : undefined;
    if (hit) return hit;
    const json = await compute();
    if (bundle.generation === catalog.generation) bundle.pages.set(key, json);
    return json;
  }
}
