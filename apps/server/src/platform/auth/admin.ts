import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { Member } from './member.js';
import { requireMember } from './session.js';

/**
 * The check of every admin route: a verified member whose address is in ADMIN_EMAILS (the
 * reports queue, held referrals). Anyone else gets the same 403.
 */
export function adminCheck(adminEmails: readonly string[]): (request: FastifyRequest) => Member {
  const admins = new Set(adminEmails);
  return (request) => {
    const member = requireMember(request);
    if (!member.isVerified || !admins.has(member.email))
      throw new AppError(403, 'forbidden', 'Only administrators can see this', undefined, { key: 'forbidden.admin' });
    return member;
  };
}
