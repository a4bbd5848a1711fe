import type { VerifyCredentialResponse } from '@skilllink/contracts/credentials';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatCredentialDate, webAddress } from '../format';
import { CheckList } from './check-list';
import '../i18n';

const linkClass = 'inline-flex min-h-11 items-center self-start font-medium text-primary underline-offset-4 hover:underline';

/**
 * The headline, what the credential says and the checks. What it says is shown only when every
 * check passed: a changed credential would otherwise show its forged name under our page. Its
 * certificate link is offered once the signature holds (so the address is SkillLink's own),
 * also when it was revoked or expired: that page tells the story.
 */
export function CredentialResult({ result }: { result: VerifyCredentialResponse }) {
  const { t } = useTranslation('credentials');
  const { verified, credential, checks } = result;
  const signed = checks.some((check) => check.check === 'signature' && check.passed);
  const certificateUrl = signed ? webAddress(credential?.certificateUrl ?? null) : null;
  const facts: Array<[label: string, value: string, dateTime?: string]> = [];
  if (verified && credential) {
    facts.push([t('result.name'), credential.name]);
    if (credential.recipientName) facts.push([t('result.recipient'), credential.recipientName]);
    if (credential.issuerName) facts.push([t('result.issuer'), credential.issuerName]);
    if (credential.validFrom) facts.push([t('result.issued'), formatCredentialDate(credential.validFrom), credential.validFrom]);
  }
  const HeadlineIcon = verified ? BadgeCheck : CircleX;

  return (
    <div className="flex flex-col gap-4">
      <div
        className={`flex flex-col gap-3 rounded-lg border-l-4 p-4 text-fg ${verified ? 'border-success bg-primary-soft' : 'border-danger bg-danger-soft'}`}
      >
        <div className="flex items-start gap-3">
          <HeadlineIcon className={`mt-0.5 size-6 shrink-0 ${verified ? 'text-success' : 'text-danger'}`} aria-hidden="true" />
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">{verified ? t('result.valid') : t('result.invalid')}</h3>
            <p className="text-sm text-muted">{verified ? t('result.validBody') : t('result.invalidBody')}</p>
          </div>
        </div>
        {facts.length > 0 && (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {facts.map(([label, value, dateTime]) => (
              <div key={label} className="min-w-0">
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium break-words">{dateTime ? <time dateTime={dateTime}>{value}</time> : value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <CheckList checks={checks} />
      {certificateUrl && (
        <a href={certificateUrl} className={linkClass}>
          {t('result.certificatePage')}
        </a>
      )}
    </div>
  );
}
