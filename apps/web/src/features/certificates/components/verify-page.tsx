import { ShieldCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useVerification } from '../api/verify-certificate';
import '../i18n';
import { VerificationResultView } from './verification-result';

/** /verify/:code, public: what an employer sees when they open a certificate's link or QR code. */
export function VerifyScreen({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation('certificates');
  const { t: tCommon } = useTranslation();
  const verification = useVerification(code);

  let body;
  if (code.trim() === '') {
    body = <VerificationResultView result={{ valid: false, code: '' }} />;
  } else if (verification.isPending) {
    body = (
      <div role="status" className="flex min-h-32 items-center justify-center gap-3 text-muted">
        <Spinner className="size-5 text-primary" />
        <span>{t('verifyPage.checking')}</span>
      </div>
    );
  } else if (verification.isError) {
    const rateLimited = verification.error instanceof ApiError && verification.error.status === 429;
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert>{rateLimited ? t('verify.rateLimited') : t('verify.failed')}</Alert>
        <Button variant="secondary" onClick={() => void verification.refetch()} busy={verification.isFetching}>
          {tCommon('retry')}
        </Button>
      </div>
    );
  } else {
    body = <VerificationResultView result={verification.data} full headingLevel={2} />;
  }

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
