import { randomInt } from 'node:crypto';
import type { DB } from '../../db/database.js';
import { documentLoader } from './contexts.js';
import * as repo from './credentials.repository.js';
import { credentialLibs } from './libs.js';
import type { Issuer } from './issuer.js';
import { openBadgeCredential, skillBadgeCredential, STATUS_LIST_LENGTH, STATUS_LIST_PATH } from './open-badge.js';

// Issuing, the status list, and verification (issue 29 §2, §3, §5; ADR 077).

export interface CredentialDeps {
  db: DB;
  issuer: Issuer;
  publicUrl: string;
  now: () => Date;
}

/** The loader every signature and check uses: packaged contexts, our DID document and status list. */
export function issuerLoader(deps: CredentialDeps) {
  const statusUrl = `${deps.publicUrl}${STATUS_LIST_PATH}`;
  return documentLoader(async (url) => {
    const [base, fragment] = url.split('#');
    if (base === deps.issuer.did) {
      const document = await deps.issuer.document();
      if (!fragment) return document;
      const method = (document.verificationMethod as Array<{ id: string }>).find((m) => m.id === url);
      return method && { '@context': (document['@context'] as string[])[1], ...method };
    }
    if (url === statusUrl) return statusListCredential(deps);
    return undefined;
  });
}

/** A stored credential; an emptied one (its member erased their account, member-data.ts) is none. */
const documentOf = (row: { document: string }): Record<string, unknown> | null =>
  row.document ? (JSON.parse(row.document) as Record<string, unknown>) : null;

/** Draws the credential's place in the status list at random (herd privacy), unused. */
async function freeStatusIndex(db: DB): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const index = randomInt(STATUS_LIST_LENGTH);
    if (!(await repo.statusIndexTaken(db, index))) return index;
  }
  throw new Error('the status list is too full: add a second list');
}

/**
 * Signs a credential and stores it the first time (`store` keeps the first of two nodes racing);
 * a taken status index makes the store fail and the next round draw again.
 */
async function signOnce(
  deps: CredentialDeps,
  p: {
    build: (statusIndex: number) => Record<string, unknown>;
    store: (row: { statusIndex: number; keyId: string; document: string; issuedAt: string }) => Promise<unknown>;
    stored: () => Promise<{ document: string } | undefined>;
  },
): Promise<Record<string, unknown> | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const statusIndex = await freeStatusIndex(deps.db);
    const key = await deps.issuer.signingKey();
    const { vc, suite } = await credentialLibs();
    const signed = await vc.issue({ credential: p.build(statusIndex), suite: suite(key.signer), documentLoader: issuerLoader(deps) });
    // Open Badges 3.0's schema wants the proofs as a list (a set of one: the VC model allows both).
    signed.proof = [signed.proof];
    await p
      .store({ statusIndex, keyId: key.keyId, document: JSON.stringify(signed), issuedAt: deps.now().toISOString() })
      .catch(() => false);
    const row = await p.stored();
    if (row) return documentOf(row);
  }
  throw new Error('could not store the credential');
}

/**
 * The signed credential of a certificate, made and stored the first time it is asked for (the
 * sweep below, or a download). Null for a revoked certificate that never had one.
 */
export async function credentialOf(deps: CredentialDeps, certificateId: string): Promise<Record<string, unknown> | null> {
  const kept = await repo.findCredential(deps.db, certificateId);
  if (kept) return documentOf(kept);
  const facts = await repo.certificateFacts(deps.db, certificateId);
  if (!facts || facts.revokedAt) return null;
  return signOnce(deps, {
    build: (statusIndex) => openBadgeCredential({ facts, publicUrl: deps.publicUrl, did: deps.issuer.did, statusIndex }),
    store: (row) => repo.insertCredential(deps.db, { certificateId, ...row }),
    stored: () => repo.findCredential(deps.db, certificateId),
  });
}

/** The signed credential of a skill badge (ADR 078), made like a certificate's. */
export async function badgeCredentialOf(deps: CredentialDeps, badgeId: string): Promise<Record<string, unknown> | null> {
  const kept = await repo.findBadgeCredential(deps.db, badgeId);
  if (kept) return documentOf(kept);
  const facts = await repo.badgeFacts(deps.db, badgeId);
  if (!facts || facts.revokedAt) return null;
  return signOnce(deps, {
    build: (statusIndex) => skillBadgeCredential({ facts, publicUrl: deps.publicUrl, did: deps.issuer.did, statusIndex }),
    store: (row) => repo.insertBadgeCredential(deps.db, { badgeId, ...row }),
    stored: () => repo.findBadgeCredential(deps.db, badgeId),
  });
}

/** How often certificates and badges without a credential are looked for (a download signs at once anyway). */
export const CREDENTIAL_SWEEP_EVERY_MS = 15_000;

/** Certificates and skill badges that have no credential yet, a batch at a time (new ones, and every older one once). */
export async function issueMissing(deps: CredentialDeps, batch = 50): Promise<number> {
  const missing = await repo.certificatesWithoutCredential(deps.db, batch);
  for (const { id } of missing) await credentialOf(deps, id);
  const badges = await repo.badgesWithoutCredential(deps.db, batch);
  for (const { id } of badges) await badgeCredentialOf(deps, id);
  return missing.length + badges.length;
}

/** The last signed list per database (each test app has its own issuer keys). */
const cachedLists = new WeakMap<DB, { key: string; credential: Record<string, unknown> }>();

/**
 * The revocation list as a signed BitstringStatusListCredential: a bit per credential, set when
 * its certificate is revoked. Signed again only when the set of revoked ones changed.
 */
export async function statusListCredential(deps: CredentialDeps): Promise<Record<string, unknown>> {
  const revoked = await repo.revokedIndexes(deps.db);
  const key = `${deps.issuer.did}|${revoked
    .map((r) => r.statusIndex)
    .sort((a, b) => a - b)
    .join(',')}`;
  const cached = cachedLists.get(deps.db);
  if (cached?.key === key) return cached.credential;
  const { vc, suite, statusList } = await credentialLibs();
  const list = await statusList.createList({ length: STATUS_LIST_LENGTH });
  for (const r of revoked) list.setStatus(r.statusIndex, true);
  const id = `${deps.publicUrl}${STATUS_LIST_PATH}`;
  const unsigned = {
    ...(await statusList.createCredential({ id, list, statusPurpose: 'revocation' })),
    issuer: deps.issuer.did,
    validFrom: deps
      .now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
  };
  const signingKey = await deps.issuer.signingKey();
  const credential = await vc.issue({ credential: unsigned, suite: suite(signingKey.signer), documentLoader: issuerLoader(deps) });
  cachedLists.set(deps.db, { key, credential });
  return credential;
}
