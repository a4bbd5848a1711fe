import type { DB } from '../../db/database.js';
import type { SocketClient } from './socket-client.js';
import { presenceVisibleAmong } from './visible-presence.js';

/** Which local sockets watch which members' presence (`watch` frames), limited to connections. */
export class Watchers {
  /** member id → local sockets watching that member's presence. */
  readonly #watchers = new Map<string, Set<SocketClient>>();

  constructor(private readonly db: DB) {}

  /** The sockets watching this member. */
  of(memberId: string): Iterable<SocketClient> {
    return this.#watchers.get(memberId) ?? [];
  }

  /**
   * The tab watches the presence of those of `ids` who are the member's connections: presence
   * is theirs to see, not anyone's whose id is known. The latest frame wins.
   */
  async watch(client: SocketClient, ids: readonly string[]): Promise<void> {
    const turn = ++client.watchTurn;
    const allowed = await presenceVisibleAmong(this.db, client.memberId, ids);
    if (turn !== client.watchTurn || !client.isOpen) return;
    this.unwatch(client);
    client.watching = allowed;
    for (const id of client.watching) {
      const set = this.#watchers.get(id) ?? new Set();
      set.add(client);
      this.#watchers.set(id, set);
    }
  }

  unwatch(client: SocketClient): void {
    for (const id of client.watching) {
      const set = this.#watchers.get(id);
      set?.delete(client);
      if (set?.size === 0) this.#watchers.delete(id);
    }
    client.watching.clear();
  }
}
