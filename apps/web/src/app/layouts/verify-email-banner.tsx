import type { User } from '@skilllink/contracts/auth';
import { MailExclamationPoint } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { BANNER_HEIGHT_VAR, useToast } from '../../components/ui/toast';
import { useResendVerification } from '../../features/auth/api/resend-verification';
import { useErrorMessage } from '../../lib/use-error-message';

/** After a resend the button rests this long, so a second tap cannot send a second mail at once. */
export const RESEND_PAUSE_MS = 60_000;

/** Shown until the member opens the link e-mailed at registration. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const toast = useToast();
  const resend = useResendVerification();
  const errorMessage = useErrorMessage();
  const [sent, setSent] = useState(false);
  const region = useRef<HTMLDivElement>(null);

  // Toasts sit top-right under the top bar (DESIGN.md); they move down by the banner's height
  // so one never covers "Resend" (for its 4 s, the member could not try again). The height
  // follows the banner as it wraps on narrower screens.
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(BANNER_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [user.isVerified]);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), RESEND_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  if (user.isVerified) return null;

  // The confirmation is said in the banner itself, beside the button it answers.
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => setSent(true),
      onError: (error) => toast(errorMessage(error), 'error'),
    });

  return (
    <div
      ref={region}
      role="region"
      aria-label={t('verifyBanner.message')}
      className="border-b border-border bg-warning-soft text-warning-fg"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <MailExclamationPoint className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 text-sm">
          <strong className="font-semibold">{t('verifyBanner.message')}</strong>{' '}
          <span>{t('verifyBanner.detail', { email: user.email })}</span>
        </p>
        <p role="status" className="text-sm font-medium">
          {sent ? t('verifyBanner.sent', { email: user.email }) : ''}
        </p>
        <Button variant="secondary" size="sm" busy={resend.isPending} disabled={sent} onClick={onResend}>
          {resend.isPending ? t('verifyBanner.busy') : t('verifyBanner.resend')}
        </Button>
      </div>
    </div>
  );
}
