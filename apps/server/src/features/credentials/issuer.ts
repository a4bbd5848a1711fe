import type { DB } from '../../db/database.js';
import { DID_V1, MULTIKEY_V1 } from './contexts.js';
import * as repo from './credentials.repository.js';
import { credentialLibs } from './libs.js';
import { open, seal } from './sealing.js';

// SkillLink as an issuer (issue 29 §1, ADR 077): a did:web identifier on PUBLIC_URL whose
// document lists every Ed25519 key it ever signed with; the newest unretired one signs.

/** did:web of an origin (and path): the port's colon is written %3A, path slashes become colons. */
export function didWebOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...path].join(':');
}

export interface Issuer {
  did: string;
  /** The DID document: every key, current and retired, for verification. */
  document(): Promise<Record<string, unknown>>;
  /** The key that signs now (made at first use): its verification method id and a signer. */
  signingKey(): Promise<{ id: string; keyId: string; signer: unknown }>;
  /** A new key signs from now on; the old ones stay published. */
  rotate(): Promise<string>;
}

export function createIssuer(db: DB, publicUrl: string, credentialKey: string, now: () => Date): Issuer {
  const did = didWebOf(publicUrl);
  const methodId = (keyId: string) => `${did}#${keyId}`;

  async function newKey(): Promise<string> {
    const keys = await repo.listIssuerKeys(db);
    const keyId = `key-${keys.length + 1}`;
    const { Ed25519Multikey } = await credentialLibs();
    const pair = await Ed25519Multikey.generate({ id: methodId(keyId), controller: did });
    const { secretKeyMultibase } = await pair.export({ publicKey: true, secretKey: true });
    const at = now().toISOString();
    // Two processes making the first key at once: the key id is the primary key, one wins.
    await repo.insertIssuerKey(db, {
      id: keyId,
      publicKeyMultibase: pair.publicKeyMultibase,
      secretKeySealed: seal(credentialKey, secretKeyMultibase!),
      createdAt: at,
    });
    await repo.retireOtherKeys(db, keyId, at);
    documentCache = null;
    return keyId;
  }

  // Read for every signature and verification: kept a few seconds (a rotation on another node
  // shows within that time; a new key on this one at once).
  let documentCache: { at: number; document: Record<string, unknown> } | null = null;
  const DOCUMENT_TTL_MS = 5_000;

  return {
    did,
    async document() {
      if (documentCache && Date.now() - documentCache.at < DOCUMENT_TTL_MS) return documentCache.document;
      const keys = await repo.listIssuerKeys(db);
      const methods = keys.map((k) => ({
        id: methodId(k.id),
        type: 'Multikey',
        controller: did,
        publicKeyMultibase: k.publicKeyMultibase,
      }));
      const document = {
        '@context': [DID_V1, MULTIKEY_V1],
        id: did,
        verificationMethod: methods,
        assertionMethod: methods.map((m) => m.id),
      };
      documentCache = { at: Date.now(), document };
      return document;
    },
    async signingKey() {
      const current = (await repo.currentIssuerKey(db)) ?? (await repo.findIssuerKey(db, await newKey()));
      if (!current) throw new Error('no issuer key');
      const { Ed25519Multikey } = await credentialLibs();
      const pair = await Ed25519Multikey.from({
        type: 'Multikey',
        id: methodId(current.id),
        controller: did,
        publicKeyMultibase: current.publicKeyMultibase,
        secretKeyMultibase: open(credentialKey, current.secretKeySealed),
      });
      return { id: methodId(current.id), keyId: current.id, signer: pair.signer() };
    },
    rotate: newKey,
  };
}
