import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { VerifyCredentialForm } from './verify-credential-form';
import '../i18n';

/** "Verify a SkillLink credential": for anyone, signed in or not (an employer, a school). */
export function VerifyCredentialPage() {
  const { t } = useTranslation('credentials');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <ShieldCheck className="size-7 shrink-0 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{t('title')}</h1>
        </div>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <VerifyCredentialForm />
    </div>
  );
}
