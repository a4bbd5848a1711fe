import { createHash } from 'node:crypto';
import type { Page } from '../../platform/web-pages.js';
import { page as compressed } from '../../platform/web-pages.js';

/** Rendered public pages kept, most recently used last; a bound, so odd addresses cannot fill memory. */
const MAX_PAGES = 400;

/**
 * Rendered public pages by address, language and signed-in state, each with a fingerprint of the
 * data it was rendered from. A request still reads its data (a few indexed rows), but renders and
 * compresses again only when that data changed: a news edit, a new enrolment, a member's new
 * headline shows at once, and an unchanged page costs a hash instead of a render (ADR 068).
 */
export class SitePageCache {
  private readonly pages = new Map<string, { fingerprint: string; page: Page }>();

  get(key: string, data: unknown, build: () => string): Page {
    const fingerprint = createHash('sha1').update(JSON.stringify(data)).digest('base64url');
    const hit = this.pages.get(key);
    if (hit && hit.fingerprint === fingerprint) {
      // Refresh its place in the recency order.
      this.pages.delete(key);
      this.pages.set(key, hit);
      return hit.page;
    }
    const page = compressed(build(), 'quick');
    this.pages.delete(key);
    this.pages.set(key, { fingerprint, page });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }
}
