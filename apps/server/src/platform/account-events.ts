import type { FastifyBaseLogger } from 'fastify';

/** A member whose e-mail address has just been proven theirs. */
export interface VerifiedMember {
  id: string;
  email: string;
}

type Listener = (member: VerifiedMember) => Promise<void>;
/** Runs as a member signs in, before their session starts; throwing refuses the sign-in. */
type SigningInListener = (userId: string) => Promise<void>;

/**
 * What other areas do when something happens to an account: accounts are the auth feature's,
 * and features never import each other, so they subscribe here instead (a workspace e-mail
 * invitation becomes the member's once their address is verified).
 */
export interface AccountEvents {
  onVerified(listener: Listener): void;
  /** Runs every listener; one that fails is logged and does not undo the verification. */
  verified(member: VerifiedMember): Promise<void>;
  /**
   * Every sign-in passes here as its session starts (sessions.start, so a password, a link and a
   * second step alike): a waiting account deletion is cancelled, or refuses it once due (ADR 062).
   */
  onSigningIn(listener: SigningInListener): void;
  /** Runs every listener in turn; the first that throws refuses the sign-in with its error. */
  signingIn(userId: string): Promise<void>;
}

export function createAccountEvents(log: FastifyBaseLogger): AccountEvents {
  const listeners: Listener[] = [];
  const signingIn: SigningInListener[] = [];
  return {
    onVerified: (listener) => void listeners.push(listener),
    onSigningIn: (listener) => void signingIn.push(listener),
    async signingIn(userId) {
      for (const listener of signingIn) await listener(userId);
    },
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
