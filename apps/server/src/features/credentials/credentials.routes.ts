import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CertificateParams } from '@skilllink/contracts/certificates';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  CREDENTIAL_VERIFY_MAX_BYTES,
  RevokeCertificateInput,
  RevokeCertificateResponse,
  RevokeSkillBadgeResponse,
  RotateKeyResponse,
  VerifyCredentialInput,
  VerifyCredentialResponse,
} from '@skilllink/contracts/credentials';
import { adminCheck } from '../../platform/auth/admin.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { createWindowCounter } from '../../platform/rate-limit.js';
import { badgeCredentialOf, credentialOf, statusListCredential, type CredentialDeps } from './credentials.service.js';
import * as repo from './credentials.repository.js';
import { verifyCredential } from './verify.service.js';

const tags = ['credentials'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
/** Verifications per client address per minute (times RATE_LIMIT_FACTOR): each costs ~10 ms of CPU. */
export const CREDENTIAL_VERIFY_PER_MINUTE = 30;

const notFound = () => new AppError(404, 'not_found', 'Certificate not found', undefined, { key: 'not_found.certificate' });
const badgeNotFound = () => new AppError(404, 'not_found', 'Skill badge not found', undefined, { key: 'not_found.skill_badge' });

/** The signed document as it was stored, indented for a person opening the file; none is "not found". */
function sendCredential(reply: FastifyReply, credential: Record<string, unknown> | null, filename: string) {
  if (!credential) throw notFound();
  return reply
    .header('content-type', 'application/ld+json; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(JSON.stringify(credential, null, 2));
}

/** /api/v1: a member's credential, verification for anyone, and the admin's revocation and key rotation. */
export const credentialsRoutes: FastifyPluginAsyncZod<
  CredentialDeps & { caches: MemberCaches; rateLimitFactor: number; adminEmails: readonly string[] }
> = async (app, { caches, rateLimitFactor, adminEmails, ...deps }) => {
  const requireAdmin = adminCheck(adminEmails);
  const verifyCounter = createWindowCounter(Math.max(1, Math.round(CREDENTIAL_VERIFY_PER_MINUTE * rateLimitFactor)), 60_000);

  app.get(
    '/certificates/:id/credential',
    {
      schema: {
        tags,
        summary: 'My certificate as an Open Badges 3.0 verifiable credential (JSON-LD, signed)',
        params: CertificateParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const owner = await repo.certificateOwner(deps.db, request.params.id);
      // Another member's certificate is answered as one that does not exist.
      if (!owner || owner.userId !== member.id) throw notFound();
      return sendCredential(reply, await credentialOf(deps, request.params.id), `skilllink-credential-${owner.code}.json`);
    },
  );

  app.get(
    '/skill-badges/:id/credential',
    {
      schema: {
        tags,
        summary: 'My skill badge as an Open Badges 3.0 verifiable credential (JSON-LD, signed)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: errors,
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const owner = await repo.badgeOwner(deps.db, request.params.id);
      if (!owner || owner.userId !== member.id) throw badgeNotFound();
      const credential = await badgeCredentialOf(deps, request.params.id);
      if (!credential) throw badgeNotFound();
      return sendCredential(reply, credential, `skilllink-skill-badge-${owner.skillSlug}.json`);
    },
  );

  app.post(
    '/credentials/verify',
    {
      config: { public: true, changesNothing: true },
      bodyLimit: CREDENTIAL_VERIFY_MAX_BYTES,
      onRequest: (request, reply, done) => {
        const wait = verifyCounter.hit(request.ip);
        if (wait === null) return done();
        reply.header('retry-after', String(wait));
        done(
          new AppError(429, 'rate_limited', 'Too many verifications from your network. Please wait a minute.', undefined, {
            key: 'rate_limited.verify',
          }),
        );
      },
      schema: {
        tags,
        summary:
          'Verify an Open Badges 3.0 credential issued by SkillLink: format, issuer key, signature, revocation status, validity dates',
        body: VerifyCredentialInput,
        response: { 200: VerifyCredentialResponse, ...errors },
      },
    },
    async (request) => verifyCredential(deps, request.body),
  );

  app.post(
    '/admin/certificates/:code/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a certificate (fraud found): its credential shows as revoked from now on',
        params: z.object({ code: z.string().min(1).max(40) }),
        body: RevokeCertificateInput,
        response: { 200: RevokeCertificateResponse, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const at = deps.now().toISOString();
      if (!(await repo.revokeCertificate(deps.db, request.params.code, request.body.reason, at))) throw notFound();
      return { code: request.params.code, revokedAt: at };
    },
  );

  app.post(
    '/admin/skill-badges/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a skill badge (fraud found): it no longer shows verified, and its credential shows as revoked',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: RevokeCertificateInput,
        response: { 200: RevokeSkillBadgeResponse, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const at = deps.now().toISOString();
      const owner = await repo.badgeOwner(deps.db, request.params.id);
      if (!owner || !(await repo.revokeSkillBadge(deps.db, request.params.id, request.body.reason, at))) throw badgeNotFound();
      // Their profile and match scores no longer count it.
      await caches.memberChanged(owner.userId);
      return { id: request.params.id, revokedAt: at };
    },
  );

  app.post(
    '/admin/credentials/rotate-key',
    {
      schema: {
        tags,
        summary: 'A new issuer key signs from now on; older keys stay published',
        response: { 200: RotateKeyResponse, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { keyId: await deps.issuer.rotate() };
    },
  );
};

/** Outside /api: the issuer's DID document and the revocation list, where did:web and the credentials point. */
export const issuerDocumentRoutes: FastifyPluginAsyncZod<CredentialDeps> = async (app, deps) => {
  app.get('/.well-known/did.json', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/did+json')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(await deps.issuer.document())),
  );
  app.get('/credentials/status/1', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('content-type', 'application/vc+ld+json')
      .header('cache-control', 'public, max-age=60')
      .send(JSON.stringify(await statusListCredential(deps)));
  });
};
