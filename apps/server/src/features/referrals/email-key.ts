import { createRequire } from 'node:module';
import { hashToken } from '../../platform/ids.js';

// One person, one referral (issue 27 §4): addresses that reach the same inbox share a key, so
// that "kofi+1@gmail.com" and "k.o.f.i@googlemail.com" are already referred once "kofi@gmail.com"
// is, and the same name at any throwaway domain counts once.

/** Domains whose local part ignores dots and which are one mailbox system. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

let disposable: Set<string> | undefined;
/**
 * The community-kept list of throwaway mail domains (~120,000): read on first use, not at start,
 * so a process that never checks an invitation never holds it.
 */
function disposableDomains(): Set<string> {
  disposable ??= new Set(createRequire(import.meta.url)('disposable-email-domains') as string[]);
  return disposable;
}

export function isDisposable(domain: string): boolean {
  const parts = domain.toLowerCase().split('.');
  // "x.mailinator.com" is mailinator too.
  for (let i = 0; i < parts.length - 1; i += 1) if (disposableDomains().has(parts.slice(i).join('.'))) return true;
  return false;
}

/** The address as one person: lower case, no "+tag", Gmail's dots dropped, throwaway domains as one. */
export function addressKey(address: string): { key: string; disposable: boolean } {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  const throwaway = isDisposable(domain);
  return { key: throwaway ? `${local}@disposable` : `${local}@${domain}`, disposable: throwaway };
}

/** What the tables keep: the key's SHA-256, never the key itself. */
export function emailKeyOf(address: string): { emailKey: string; disposable: boolean } {
  const { key, disposable: throwaway } = addressKey(address);
  return { emailKey: hashToken(key), disposable: throwaway };
}
