import type { User } from '@skilllink/contracts/auth';
import { MailExclamationPoint } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
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

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), RESEND_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  if (user.isVerified) return null;

  // The confirmation is said in the banner itself (a toast would cover the button).
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => setSent(true),
      onError: (error) => toast(errorMessage(error), 'error'),
    });

  return (
    <div role="region" aria-label={t('verifyBanner.message')} className="border-b border-border bg-warning-soft text-warning-fg">
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
