import type { DB } from '../../db/database.js';
import type { SocketClient } from './socket-client.js';

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
    const allowed = await this.#connectionsAmong(client.memberId, ids);
    if (turn !== client.watchTurn || !client.isOpen) return;
    this.unwatch(client);
    client.watching = allowed;
    for (const id of client.watching) {
      const set = this.#watchers.get(id) ?? new Set();
      set.add(client);
      this.#watchers.set(id, set);
    }
  }

  async #connectionsAmong(memberId: string, ids: readonly string[]): Promise<Set<string>> {
    const others = [...new Set(ids)].filter((id) => id !== memberId);
    if (others.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('connection')
      .select(['requesterId', 'addresseeId'])
      .where('status', '=', 'accepted')
      .where((eb) =>
        eb.or([
          eb.and([eb('requesterId', '=', memberId), eb('addresseeId', 'in', others)]),
          eb.and([eb('addresseeId', '=', memberId), eb('requesterId', 'in', others)]),
        ]),
      )
      .execute();
    return new Set(rows.map((r) => (r.requesterId === memberId ? r.addresseeId : r.requesterId)));
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
