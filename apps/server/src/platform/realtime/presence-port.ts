/**
 * Who is online, for any area that shows it (person cards, conversations). Implemented by the
 * realtime channel: a member is online while they have an open socket on any server process.
 */
export interface PresenceLookup {
  /** The ids among `memberIds` that are online now. */
  onlineAmong(memberIds: readonly string[]): Promise<Set<string>>;
}

/** For places (seeds, scripts) that run without the realtime channel: nobody is online. */
export const NOBODY_ONLINE: PresenceLookup = { onlineAmong: async () => new Set() };
