import type { CredentialCheck, CredentialCheckName, CredentialFailure, VerifyCredentialResponse } from '@skilllink/contracts/credentials';
import { issuerLoader, type CredentialDeps } from './credentials.service.js';
import * as repo from './credentials.repository.js';
import { credentialLibs } from './libs.js';
import { STATUS_LIST_LENGTH, STATUS_LIST_PATH } from './open-badge.js';

// Verifying a credential someone pasted (issue 29 §5): each check said on its own, so a page or
// another system can show which one failed and why. Nothing is fetched from the network: a
// credential of another issuer fails "issuer" (ADR 077).

type Doc = Record<string, unknown>;
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

const passed = (check: CredentialCheckName): CredentialCheck => ({ check, passed: true, failure: null, message: null, revokedAt: null });
const failed = (
  check: CredentialCheckName,
  failure: CredentialFailure,
  message: string,
  revokedAt: string | null = null,
): CredentialCheck => ({
  check,
  passed: false,
  failure,
  message: message.slice(0, 300),
  revokedAt,
});

/** What the credential says, read without trusting it (shown beside the checks). */
function summary(credential: Doc): VerifyCredentialResponse['credential'] {
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  const identifiers = Array.isArray(subject.identifier) ? subject.identifier.filter(isObject) : [];
  const issuer = isObject(credential.issuer) ? credential.issuer : {};
  return {
    name: text(credential.name) ?? '',
    recipientName: text(identifiers.find((i) => i.identityType === 'name')?.identityHash),
    issuerName: text(issuer.name),
    validFrom: text(credential.validFrom),
    certificateUrl: text(credential.id),
  };
}

/** The innermost cause's message: JSON-LD wraps a refused URL in a general "dereferencing" error. */
function rootMessage(error: unknown): string | undefined {
  let current = error as { message?: string; cause?: unknown; details?: { cause?: unknown } } | undefined;
  for (let depth = 0; depth < 6; depth += 1) {
    const next = (current?.details?.cause ?? current?.cause) as typeof current;
    if (!next) break;
    current = next;
  }
  return current?.message;
}

/** The proofs (one object or a list of them). */
const proofsOf = (credential: Doc): Doc[] => (Array.isArray(credential.proof) ? credential.proof : [credential.proof]).filter(isObject);

/** Every proof's key is one of this issuer's (current or retired), and so is the issuer. */
async function ourKey(deps: CredentialDeps, credential: Doc): Promise<boolean> {
  const issuer = isObject(credential.issuer) ? credential.issuer.id : credential.issuer;
  if (issuer !== deps.issuer.did) return false;
  const document = await deps.issuer.document();
  const ours = new Set((document.verificationMethod as Array<{ id: string }>).map((m) => m.id));
  const methods = proofsOf(credential).map((p) => text(p.verificationMethod));
  return methods.length > 0 && methods.every((m) => m !== null && ours.has(m));
}

/**
 * Revocation, read where the status list itself comes from: our database (we are the issuer, and
 * signing and checking our own list again would double the work). Third parties check the
 * signed list at /credentials/status/1 (the tests do, with the status list library).
 */
async function statusCheck(deps: CredentialDeps, credential: Doc): Promise<CredentialCheck> {
  const entry = isObject(credential.credentialStatus) ? credential.credentialStatus : {};
  const index = Number(entry.statusListIndex);
  const ours = entry.type === 'BitstringStatusListEntry' && entry.statusListCredential === `${deps.publicUrl}${STATUS_LIST_PATH}`;
  if (!ours || !Number.isInteger(index) || index < 0 || index >= STATUS_LIST_LENGTH)
    return failed('status', 'status_unavailable', 'The credential names no status list of SkillLink');
  const revokedAt = await repo.revokedAtOfIndex(deps.db, index);
  return revokedAt ? failed('status', 'revoked', 'The issuer revoked this credential', revokedAt) : passed('status');
}

function expiryCheck(credential: Doc, now: Date): CredentialCheck {
  const until = text(credential.validUntil);
  if (until && Date.parse(until) < now.getTime()) return failed('expiry', 'expired', `Expired on ${until}`);
  const from = text(credential.validFrom);
  if (from && Date.parse(from) > now.getTime()) return failed('expiry', 'not_yet_valid', `Valid only from ${from}`);
  return passed('expiry');
}

export async function verifyCredential(deps: CredentialDeps, credential: unknown): Promise<VerifyCredentialResponse> {
  const types = isObject(credential) && Array.isArray(credential.type) ? credential.type : [];
  if (!isObject(credential) || !types.includes('VerifiableCredential') || proofsOf(credential).length === 0) {
    return {
      verified: false,
      checks: [failed('format', 'not_a_credential', 'This is not a verifiable credential with a proof')],
      credential: null,
    };
  }
  const checks: CredentialCheck[] = [passed('format')];
  if (!(await ourKey(deps, credential))) {
    checks.push(failed('issuer', 'issuer_unknown', 'Not signed with a key of SkillLink'));
    return { verified: false, checks, credential: summary(credential) };
  }
  checks.push(passed('issuer'));
  const { vc, suite } = await credentialLibs();
  // The status is checked on its own below, with the date of a revocation.
  const result = await vc
    .verifyCredential({ credential, suite: suite(), documentLoader: issuerLoader(deps), checkStatus: async () => ({ verified: true }) })
    .catch((error: Error & { errors?: Error[] }) => ({ verified: false, error, results: undefined }));
  const reason = rootMessage(result.results?.find((r) => r.error)?.error ?? result.error?.errors?.[0] ?? result.error);
  checks.push(
    result.verified ? passed('signature') : failed('signature', 'signature_invalid', reason ?? 'The signature does not match the content'),
  );
  checks.push(await statusCheck(deps, credential));
  checks.push(expiryCheck(credential, deps.now()));
  return { verified: checks.every((c) => c.passed), checks, credential: summary(credential) };
}
