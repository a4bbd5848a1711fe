import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_CODE_PATTERN } from '@skilllink/contracts/referrals';
import { REFERRAL_COOKIE } from '../../platform/account-events.js';
import { keyPageGuard, smallPage, type PageAction } from '../../platform/html-page.js';
import { asLanguage, readerLanguage, type Language } from '../../platform/i18n/language.js';
import { invitationTexts } from './invitation.texts.js';
import type { ReferralDeps } from './referrals.deps.js';
import { decline } from './review.service.js';

/** A referral link keeps working for a month of browsing before the visitor registers. */
const REF_COOKIE_DAYS = 30;
const LINK_PAGES_PER_MINUTE = 20;

function page(language: Language, outcome: 'decline' | 'declined' | 'invalid' | 'busy', post?: string): string {
  const t = invitationTexts(language);
  const action: PageAction = post ? { post, label: t.declineButton } : { href: '/', label: t.home };
  return smallPage({ language, ...t.pages[outcome], action });
}

/**
 * The pages referral links lead to, at the site's root, without script:
 * - /register?ref=CODE (§7): remembers the code in a first-party cookie for a month — so it
 *   survives browsing the site first, e-mail verification, and a Google or LinkedIn sign-up —
 *   and continues to the registration form (which shows who invited the visitor);
 * - /referrals/decline?token=…: GET asks, POST puts the address on the do-not-invite list, also
 *   as the mail app's one-click unsubscribe (RFC 8058).
 */
export async function registerReferralPages(
  app: FastifyInstance,
  deps: ReferralDeps & { secureCookies: boolean; rateLimitFactor: number },
) {
  app.get('/register', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    const raw = (request.query as { ref?: unknown }).ref;
    const ref = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    if (!REFERRAL_CODE_PATTERN.test(ref)) return reply.redirect('/auth/register', 302);
    reply.setCookie(REFERRAL_COOKIE, ref, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      maxAge: REF_COOKIE_DAYS * 86_400,
    });
    // An invitation's link also names the invited address, which the form fills in.
    const email = (request.query as { email?: unknown }).email;
    const query = new URLSearchParams({ ref, ...(typeof email === 'string' && email.length <= 254 ? { email } : {}) });
    return reply.redirect(`/auth/register?${query}`, 302);
  });

  await app.register(async (scope) => {
    const guard = keyPageGuard(LINK_PAGES_PER_MINUTE, deps.rateLimitFactor);
    // The page's form and the one-click POST send form bodies; only this plugin takes them.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const options = { schema: { hide: true }, config: { public: true, secretUrl: true, csrfCookie: false, keyInUrl: true } };
    const answer = async (request: FastifyRequest, reply: FastifyReply, act: boolean) => {
      const busy = guard(request, reply, (language) => page(language, 'busy'));
      if (busy) return busy;
      const token = (request.query as { token?: unknown }).token;
      const outcome = await decline(deps, token, act);
      if (!outcome) return reply.code(400).send(page(readerLanguage(request), 'invalid'));
      const lang = asLanguage(outcome.language);
      // Opened again after saying no: it is done, nothing more to ask.
      if (outcome.declined) return reply.send(page(lang, 'declined'));
      return reply.send(page(lang, 'decline', `/referrals/decline?token=${encodeURIComponent(String(token))}`));
    };
    scope.get('/referrals/decline', options, (request, reply) => answer(request, reply, false));
    scope.post('/referrals/decline', options, (request, reply) => answer(request, reply, true));
  });
}
