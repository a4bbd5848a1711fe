import { ShieldCheck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useVerification } from '../api/verify-certificate';
import '../i18n';
import { VerificationResultView } from './verification-result';

/** /verify/:code, public: what an employer sees when they open a certificate's link or QR code. */
export function VerifyScreen({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation('certificates');
  const verification = useVerification(code);

  // Asked too often (429) says so; anything else is the common "could not verify".
  const rateLimited = verification.error instanceof ApiError && verification.error.status === 429;
  const body =
    code.trim() === '' ? (
      <VerificationResultView result={{ valid: false, code: '' }} />
    ) : (
      <QueryState
        query={verification}
        loading={<PageLoading label={t('verifyPage.checking')} className="min-h-32" />}
        variant="inline"
        errorTitle={rateLimited ? t('verify.rateLimited') : t('verify.failed')}
      >
        {(result) => <VerificationResultView result={result} full headingLevel={2} />}
      </QueryState>
    );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
          <ShieldCheck className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      </div>
      <p className="font-mono text-sm break-all text-muted">{code.trim().toUpperCase()}</p>
      {body}
      <p className="text-sm text-muted">{t('verifyPage.about')}</p>
      <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm' }) + ' self-start'}>
        {t('verifyPage.home')}
      </Link>
    </div>
  );
}
