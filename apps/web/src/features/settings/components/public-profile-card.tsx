import { handleProblem, HANDLE_MAX, normalizeHandle } from '@skilllink/contracts/public-member';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { usePrivacy } from '../api/privacy';
import { useChangeHandle, useHandle } from '../api/public-profile';
import '../i18n';
import { SettingsCard } from './settings-card';

/**
 * Settings → Privacy: the member's public page /in/{handle} (issue 26 §2): its address, a change of
 * handle checked as the member types (the server's own rules, from the contracts), Copy link, and
 * what a visitor who is not signed in sees there given who may see the profile.
 */
export function PublicProfileCard() {
  const { t } = useTranslation('settings');
  const handle = useHandle();
  const privacy = usePrivacy();
  return (
    <SettingsCard title={t('publicProfile.title')} description={t('publicProfile.description')}>
      <QueryState
        query={handle}
        variant="inline"
        errorTitle={t('loadFailed')}
        loading={<Loader2 className="size-6 animate-spin text-muted" aria-label={t('loading')} />}
      >
        {(data) => <HandleForm key={data.handle} current={data.handle} />}
      </QueryState>
      {privacy.data && <p className="text-sm text-muted">{t(`publicProfile.visitors.${privacy.data.profileVisibility}`)}</p>}
    </SettingsCard>
  );
}

function HandleForm({ current }: { current: string }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const change = useChangeHandle();
  const id = useId();
  const [draft, setDraft] = useState(current);
  const [serverError, setServerError] = useState<string | undefined>();
  const handle = normalizeHandle(draft);
  const problem = handleProblem(handle);
  const unchanged = handle === current;
  const error = serverError ?? (problem && !unchanged ? t(`publicProfile.problem.${problem}`) : undefined);
  const url = `${window.location.origin}/in/${current}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problem || unchanged) return;
    try {
      const saved = await change.mutateAsync({ handle });
      toast(t('publicProfile.saved', { url: `${window.location.origin}/in/${saved.handle}` }), 'success');
    } catch (failure) {
      setServerError(serverFieldErrors(failure, ['handle'] as const).handle);
    }
  }

  function copy() {
    navigator.clipboard.writeText(url).then(
      () => toast(t('publicProfile.copied'), 'success'),
      () => toast(t('publicProfile.copyFailed'), 'error'),
    );
  }

  const showGeneral = change.isError && serverError === undefined;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label={t('publicProfile.title')}>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-fg">{t('publicProfile.address')}</p>
        <p className="font-medium break-all text-fg" data-testid="public-url">
          {url}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="secondary" onClick={copy}>
            {t('publicProfile.copy')}
          </Button>
          <a href={url} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('publicProfile.open')}
          </a>
        </div>
      </div>
      {showGeneral && <Alert>{errorMessage(change.error)}</Alert>}
      <div className="flex max-w-md flex-col gap-1.5">
        <label htmlFor={`${id}-handle`} className="text-sm font-medium text-fg">
          {t('publicProfile.handle')}
        </label>
        <div className="flex items-center gap-2">
          <span className="shrink-0 text-muted" aria-hidden="true">
            /in/
          </span>
          <input
            id={`${id}-handle`}
            name="handle"
            className={inputClasses}
            value={draft}
            maxLength={HANDLE_MAX + 10}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              // A new try: the last answer no longer applies.
              setServerError(undefined);
              change.reset();
            }}
          />
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t('publicProfile.handleHint')} {t('publicProfile.oldLinks')}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" busy={change.isPending} disabled={unchanged || problem !== null}>
          {change.isPending ? t('saving') : t('publicProfile.saveHandle')}
        </Button>
      </div>
    </form>
  );
}
