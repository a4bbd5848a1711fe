import type { CredentialCheck } from '@skilllink/contracts/credentials';
import { CircleCheck, CircleX } from 'lucide-react';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { formatCredentialDate } from '../format';
import '../i18n';

/** Why a check failed, in the reader's language (the server's `message` is English, for other systems). */
export function failureReason(t: TFunction<'credentials'>, check: CredentialCheck): string {
  if (check.failure === 'revoked') {
    return check.revokedAt ? t('failures.revoked', { date: formatCredentialDate(check.revokedAt) }) : t('failures.revokedUndated');
  }
  return check.failure ? t(`failures.${check.failure}`) : t('failures.unknown');
}

/**
 * The checks the server ran, in its order (it stops after a failed format or issuer check, so
 * those that did not run are not listed). Passed or failed is said in words beside the icon.
 */
export function CheckList({ checks }: { checks: CredentialCheck[] }) {
  const { t } = useTranslation('credentials');
  return (
    <ol aria-label={t('result.checks')} className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
      {checks.map((check) => {
        const Icon = check.passed ? CircleCheck : CircleX;
        return (
          <li key={check.check} className="flex items-start gap-3 px-4 py-3">
            <Icon className={`mt-0.5 size-5 shrink-0 ${check.passed ? 'text-success' : 'text-danger'}`} aria-hidden="true" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-fg">{t(`checks.${check.check}`)}</span>
                <span className={`text-sm font-semibold ${check.passed ? 'text-success' : 'text-danger'}`}>
                  {check.passed ? t('status.passed') : t('status.failed')}
                </span>
              </div>
              {!check.passed && <p className="text-sm text-fg">{failureReason(t, check)}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
