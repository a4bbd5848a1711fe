import type { Account, TwoStepSetup } from '@skilllink/contracts/account';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useDisableTwoStep, useEnableTwoStep, useNewRecoveryCodes, useStartTwoStep } from '../api/two-step';
import '../i18n';
import { PasswordPrompt } from './password-prompt';
import { SettingsCard } from './settings-card';

type Step = 'idle' | 'password' | 'scan' | 'codes' | 'regenerate' | 'disable';

/** Two-step sign-in with an authenticator app: set up (password, scan, confirm a code), codes, off. */
export function TwoStepCard({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const start = useStartTwoStep();
  const regenerate = useNewRecoveryCodes();
  const disable = useDisableTwoStep();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const { enabled, recoveryCodesLeft } = account.twoStep;
  const cancel = () => setStep('idle');

  return (
    <SettingsCard title={t('twoStep.title')} description={t('twoStep.description')}>
      {step === 'codes' ? (
        <RecoveryCodes codes={codes} onDone={cancel} />
      ) : step === 'scan' && start.data ? (
        <ScanStep setup={start.data} onEnabled={(list) => (setCodes(list), setStep('codes'))} onCancel={cancel} />
      ) : step === 'password' ? (
        <PasswordPrompt
          label={t('twoStep.turnOn')}
          submit={t('twoStep.continue')}
          busy={start.isPending}
          error={start.error}
          onSubmit={(password) => start.mutate(password, { onSuccess: () => setStep('scan') })}
          onCancel={cancel}
        />
      ) : step === 'regenerate' ? (
        <PasswordPrompt
          label={t('twoStep.newCodes')}
          submit={t('twoStep.newCodes')}
          busy={regenerate.isPending}
          error={regenerate.error}
          onSubmit={(password) => regenerate.mutate(password, { onSuccess: (r) => (setCodes(r.recoveryCodes), setStep('codes')) })}
          onCancel={cancel}
        />
      ) : step === 'disable' ? (
        <PasswordPrompt
          label={t('twoStep.turnOff')}
          submit={t('twoStep.turnOff')}
          danger
          busy={disable.isPending}
          error={disable.error}
          onSubmit={(password) => disable.mutate(password, { onSuccess: () => (toast(t('twoStep.off'), 'success'), cancel()) })}
          onCancel={cancel}
        />
      ) : enabled ? (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-medium text-fg">
            <ShieldCheck className="size-5 text-success" aria-hidden="true" />
            {t('twoStep.isOn')}
          </p>
          <p className="text-sm text-muted">{t('twoStep.codesLeft', { count: recoveryCodesLeft })}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setStep('regenerate')}>
              {t('twoStep.newCodes')}
            </Button>
            <Button variant="danger" onClick={() => setStep('disable')}>
              {t('twoStep.turnOff')}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button onClick={() => setStep('password')}>{t('twoStep.turnOn')}</Button>
        </div>
      )}
    </SettingsCard>
  );
}

function ScanStep({ setup, onEnabled, onCancel }: { setup: TwoStepSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const errorMessage = useErrorMessage();
  const enable = useEnableTwoStep();
  const [missing, setMissing] = useState(false);
  const fieldError = missing ? t('twoStep.codeRequired') : serverFieldErrors(enable.error, ['code'] as const).code;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{3} ?\d{3}$/.test(code)) return setMissing(true);
    setMissing(false);
    enable.mutate(code, { onSuccess: (r) => onEnabled(r.recoveryCodes) });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('twoStep.scanTitle')}>
      <p className="text-fg">{t('twoStep.scan')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('twoStep.qrAlt')}
        width={192}
        height={192}
        className="rounded-lg border border-border bg-white p-2"
      />
      <p className="text-sm text-muted">
        {t('twoStep.typeInstead')} <code className="font-mono break-all text-fg">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      {enable.isError && !fieldError && <Alert>{errorMessage(enable.error)}</Alert>}
      <TextField
        name="code"
        label={t('twoStep.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={fieldError}
        className="max-w-48"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={enable.isPending}>
          {t('twoStep.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast(t('twoStep.copied'), 'success'),
      () => toast(t('twoStep.copyFailed'), 'error'),
    );
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{t('twoStep.codesIntro')}</Alert>
      <ul className="grid grid-cols-1 gap-2 font-mono text-fg sm:grid-cols-2" aria-label={t('twoStep.codesLabel')}>
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-surface-2 px-3 py-2">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('twoStep.copy')}
        </Button>
        <Button onClick={onDone}>{t('twoStep.saved')}</Button>
      </div>
    </div>
  );
}
