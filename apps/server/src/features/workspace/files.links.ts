import { createHmac, timingSafeEqual } from 'node:crypto';
import { WORKSPACE_FILE_LINK_SECONDS } from '@skilllink/contracts/workspace-files';
import type { DB } from '../../db/database.js';
import { serverSecret } from '../../platform/server-secret.js';

// Download links (ADR 057): `/api/v1/workspace/files/:fileId/download?member&expires&signature`,
// an HMAC of the file, the member it was handed to and its expiry. The link alone proves who
// asked for it and until when; the download route still checks that this member is on the
// team at that moment, so a removed member's links die with their membership.

const SECRET_NAME = 'workspace-file-links';

export interface LinkClaim {
  fileId: string;
  memberId: string;
  /** Unix seconds. */
  expires: number;
}

const mac = (secret: Buffer, c: LinkClaim) => createHmac('sha256', secret).update(`${c.fileId}\n${c.memberId}\n${c.expires}`).digest();

export async function downloadUrl(db: DB, fileId: string, memberId: string, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + WORKSPACE_FILE_LINK_SECONDS;
  const signature = mac(await serverSecret(db, SECRET_NAME), { fileId, memberId, expires }).toString('base64url');
  const query = new URLSearchParams({ member: memberId, expires: String(expires), signature });
  return `/api/v1/workspace/files/${encodeURIComponent(fileId)}/download?${query.toString()}`;
}

/** Whether the link was signed by this deployment and has not expired (nor claims to live longer than a link can). */
export async function linkValid(db: DB, claim: LinkClaim, signature: string, now: Date): Promise<boolean> {
  const seconds = now.getTime() / 1000;
  if (claim.expires < seconds || claim.expires > seconds + WORKSPACE_FILE_LINK_SECONDS + 1) return false;
  const expected = mac(await serverSecret(db, SECRET_NAME), claim);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
