import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.js';

/** Open Badges 3.0 credentials (migration 20261220-001, features/credentials, ADR 077). */

/** One of the issuer's Ed25519 keys: the newest unretired one signs; every one stays published. */
export interface IssuerKeyTable {
  /** The fragment of its verification method: `key-1`, `key-2`… */
  id: string;
  publicKeyMultibase: string;
  /** The secret key (multibase), AES-256-GCM under CREDENTIAL_KEY: iv.tag.ciphertext, base64url. */
  secretKeySealed: string;
  createdAt: Timestamp;
  /** Set when a newer key takes over signing; it still verifies what it signed. */
  retiredAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
}

/** The signed credential of one certificate, made once and handed out as it is. */
export interface OpenBadgeCredentialTable {
  certificateId: string;
  /** Its bit in the revocation status list (/credentials/status/1), unique. */
  statusIndex: number;
  keyId: string;
  /** The signed JSON-LD document. */
  document: string;
  issuedAt: Timestamp;
}

export interface CredentialTables {
  issuerKey: IssuerKeyTable;
  openBadgeCredential: OpenBadgeCredentialTable;
}
