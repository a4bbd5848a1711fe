import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useVerification } from '../api/verify-certificate';
import '../i18n';
import { VerificationResultView } from './verification-result';

/** "Verify Certificate": type a code, see the answer (valid or invalid) inline. */
export function VerifyPanel() {
  const { t } = useTranslation('certificates');
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [missing, setMissing] = useState(false);
  const verification = useVerification(submitted);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = draft.trim();
    setMissing(code === '');
    setSubmitted(code);
    if (code && code.toUpperCase() === submitted.toUpperCase() && verification.isError) void verification.refetch();
  }

  const rateLimited = verification.error instanceof ApiError && verification.error.status === 429;
  return (
    <section aria-labelledby="verify-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        <h2 id="verify-title" className="text-lg font-semibold text-fg">
          {t('verify.title')}
        </h2>
      </div>
      <p className="text-sm text-muted">{t('verify.body')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField
          label={t('verify.label')}
          placeholder={t('verify.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          className="[&_input]:font-mono"
          error={missing ? t('verify.required') : undefined}
        />
        <Button type="submit" busy={verification.isFetching}>
          {verification.isFetching ? t('verify.busy') : t('verify.submit')}
        </Button>
      </form>
      <p className="text-sm text-muted">
        {t('verify.credentialHint')}{' '}
        <Link to="/credentials/verify" className="font-medium text-primary underline-offset-2 hover:underline">
          {t('verify.credentialLink')}
        </Link>
      </p>
      <div aria-live="polite">
        {verification.isError && <Alert>{rateLimited ? t('verify.rateLimited') : t('verify.failed')}</Alert>}
        {verification.data && !verification.isFetching && <VerificationResultView result={verification.data} live={false} />}
      </div>
    </section>
  );
}
