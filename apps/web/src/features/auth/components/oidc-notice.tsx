import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../components/ui/alert';
import '../i18n';

const names = { google: 'Google', linkedin: 'LinkedIn' } as const;
const errors = ['failed', 'email_unverified', 'not_configured'] as const;

const isProvider = (v: string | null): v is keyof typeof names => v === 'google' || v === 'linkedin';
const isError = (v: string | null): v is (typeof errors)[number] => errors.includes(v as never);

/**
 * What the server says on the way back from Google or LinkedIn (ADR 064): `?oidc_error=` when
 * the sign-in was refused, `?link=` when an account already uses the address and its password
 * is needed once to link the provider.
 */
export function OidcNotice() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = params.get('link');
  const error = params.get('oidc_error');
  if (isProvider(link)) return <Alert tone="info">{t('oidc.link', { provider: names[link] })}</Alert>;
  if (isError(error)) return <Alert>{t(`oidc.error.${error}`)}</Alert>;
  return null;
}
