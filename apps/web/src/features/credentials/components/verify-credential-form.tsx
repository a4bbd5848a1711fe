import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { FileField } from '../../../components/ui/file-field';
import { ApiError } from '../../../lib/api';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useVerifyCredential } from '../api/verify-credential';
import { CREDENTIAL_MAX_BYTES, readCredential, type InputProblem } from '../read-credential';
import { CredentialResult } from './credential-result';
import '../i18n';

/** What to tell the reader when the request itself failed (no answer about the credential). */
function requestError(t: TFunction<'credentials'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.failed');
  if (error.status === 0) return t('errors.network');
  if (error.status === 429) {
    return error.retryAfter ? t('errors.rateLimitedSeconds', { seconds: Math.ceil(error.retryAfter) }) : t('errors.rateLimited');
  }
  if (error.status === 413) return t('errors.tooLarge');
  if (error.status === 400) return t('errors.notCredential');
  return t('errors.failed');
}

/**
 * Paste (or choose) a credential, press Verify, read the answer. Text that is not a JSON
 * object, or too big, is refused here with a message under the field and nothing is sent.
 */
export function VerifyCredentialForm() {
  const { t } = useTranslation('credentials');
  const verify = useVerifyCredential();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<InputProblem | null>(null);
  const [fileProblem, setFileProblem] = useState<'fileTooLarge' | 'fileUnreadable' | null>(null);

  function edit(next: string) {
    setText(next);
    setProblem(null);
    // The answer shown is always about the text in the field: an edit takes the old one away.
    if (!verify.isIdle) verify.reset();
  }

  async function choose(file: File) {
    setFileProblem(null);
    if (file.size > CREDENTIAL_MAX_BYTES) {
      setFileProblem('fileTooLarge');
      return;
    }
    try {
      edit(await file.text());
    } catch {
      setFileProblem('fileUnreadable');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    const read = readCredential(text);
    if ('problem' in read) {
      setProblem(read.problem);
      verify.reset();
      // Focus on the field reads its message (aria-describedby) to a screen reader.
      (event.currentTarget.elements.namedItem('credential') as HTMLTextAreaElement | null)?.focus();
      return;
    }
    setProblem(null);
    verify.mutate(read.credential);
  }

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextAreaField
          label={t('form.label')}
          name="credential"
          value={text}
          onChange={(event) => edit(event.currentTarget.value)}
          error={problem ? t(`input.${problem}`) : undefined}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
        />
        <FileField
          label={t('form.file')}
          hint={t('form.fileHint')}
          error={fileProblem ? t(`input.${fileProblem}`) : null}
          accept=".json,.jsonld,application/json,application/ld+json"
          busy={false}
          onFile={(file) => void choose(file)}
        />
        <Button type="submit" busy={verify.isPending} className="self-start">
          {verify.isPending ? t('form.busy') : t('form.submit')}
        </Button>
      </form>
      {verify.isError && <Alert>{requestError(t, verify.error)}</Alert>}
      <div aria-live="polite">
        {verify.data && (
          <section aria-labelledby="credential-result-title" className="flex flex-col gap-3">
            <h2 id="credential-result-title" className="text-xl font-semibold text-fg">
              {t('result.label')}
            </h2>
            <CredentialResult result={verify.data} />
          </section>
        )}
      </div>
    </div>
  );
}
