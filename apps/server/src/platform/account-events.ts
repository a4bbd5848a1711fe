import type { FastifyBaseLogger } from 'fastify';

/** A member whose e-mail address has just been proven theirs. */
export interface VerifiedMember {
  id: string;
  email: string;
}

type Listener = (member: VerifiedMember) => Promise<void>;

/**
 * What other areas do when something happens to an account: accounts are the auth feature's,
 * and features never import each other, so they subscribe here instead (a workspace e-mail
 * invitation becomes the member's once their address is verified).
 */
export interface AccountEvents {
  onVerified(listener: Listener): void;
  /** Runs every listener; one that fails is logged and does not undo the verification. */
  verified(member: VerifiedMember): Promise<void>;
}

export function createAccountEvents(log: FastifyBaseLogger): AccountEvents {
  const listeners: Listener[] = [];
  return {
    onVerified: (listener) => void listeners.push(listener),
    async verified(member) {
      for (const listener of listeners) {
        try {
          await listener(member);
        } catch (err) {
          log.error({ err, userId: member.id }, 'a listener of verified addresses failed');
        }
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    accountEvents: AccountEvents;
  }
}
