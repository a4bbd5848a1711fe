import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useConfig } from '../api/get-config';
import '../i18n';

type Provider = 'google' | 'linkedin';

/**
 * Google and LinkedIn sign-in, only those the server has configured (ADR 064). The sign-in is a
 * full-page trip: the server's start URL sends the browser to the provider and the provider
 * back to the server, which lands the member on the dashboard or back here with a message.
 */
export function OAuthButtons() {
  const { t } = useTranslation('auth');
  const { data: config } = useConfig();
  const providers = (['google', 'linkedin'] as const).filter((p: Provider) => config?.oauth[p]);
  if (providers.length === 0) return null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('oauth.divider')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-3">
        {providers.map((provider) => (
          <Button key={provider} variant="secondary" onClick={() => window.location.assign(`/api/v1/auth/oidc/${provider}/start`)}>
            {provider === 'google' ? <GoogleMark /> : <LinkedInMark />}
            {t(`oauth.${provider}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7H2.1a11 11 0 0 0 0 9.9z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M7 9.5h2.5V18H7zM8.2 5.5a1.4 1.4 0 1 1 0 2.9 1.4 1.4 0 0 1 0-2.9zM11 9.5h2.4v1.2c.4-.7 1.3-1.4 2.6-1.4 2.7 0 3.2 1.8 3.2 4V18h-2.5v-4.2c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2V18H11z"
      />
    </svg>
  );
}
