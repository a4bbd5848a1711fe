import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** A member whose e-mail address has just been proven theirs. */
export interface VerifiedMember {
  id: string;
  email: string;
}

/**
 * An account just created (registration, or a first sign-in with Google or LinkedIn), with what
 * its request says about where it came from: the referral code of the link it arrived through
 * (the body's, else the `sl_ref` cookie's) and the network and browser it came from.
 */
export interface NewAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  ref: string | undefined;
  ip: string;
  userAgent: string | undefined;
}

/** The referral code a visitor arrived with (`/register?ref=CODE` sets it, features/referrals). */
export const REFERRAL_COOKIE = 'sl_ref';

/** Where a registration request came from: its referral code (the body's first, else the cookie's), network and browser. */
export function arrivalOf(request: FastifyRequest, ref?: string): Pick<NewAccount, 'ref' | 'ip' | 'userAgent'> {
  const cookie = request.cookies[REFERRAL_COOKIE]?.trim().toUpperCase().slice(0, 40);
  return { ref: ref || cookie || undefined, ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) };
}

type Listener = (member: VerifiedMember) => Promise<void>;
type CreatedListener = (account: NewAccount) => Promise<void>;
type SteppedListener = (userId: string) => Promise<void>;
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
  onCreated(listener: CreatedListener): void;
  /** After the account is stored; a failing listener is logged and does not undo it. */
  created(account: NewAccount): Promise<void>;
  onStepped(listener: SteppedListener): void;
  /**
   * A member took a first real step on the platform — added a skill to their profile or enrolled
   * in a course (what completes a referral, issue 27). Called after the change is committed.
   */
  stepped(userId: string): Promise<void>;
}

export function createAccountEvents(log: FastifyBaseLogger): AccountEvents {
  const listeners: Listener[] = [];
  const signingIn: SigningInListener[] = [];
  const created: CreatedListener[] = [];
  const stepped: SteppedListener[] = [];
  // What happens elsewhere on these events never undoes the account's own change.
  const runAll = async <T>(list: Array<(arg: T) => Promise<void>>, arg: T, userId: string, what: string) => {
    for (const listener of list) {
      try {
        await listener(arg);
      } catch (err) {
        log.error({ err, userId }, `a listener of ${what} failed`);
      }
    }
  };
  return {
    onCreated: (listener) => void created.push(listener),
    created: (account) => runAll(created, account, account.id, 'new accounts'),
    onStepped: (listener) => void stepped.push(listener),
    stepped: (userId) => runAll(stepped, userId, userId, 'first steps'),
    onVerified: (listener) => void listeners.push(listener),
    onSigningIn: (listener) => void signingIn.push(listener),
    async signingIn(userId) {
      for (const listener of signingIn) await listener(userId);
    },
    verified: (member) => runAll(listeners, member, member.id, 'verified addresses'),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    accountEvents: AccountEvents;
  }
}
