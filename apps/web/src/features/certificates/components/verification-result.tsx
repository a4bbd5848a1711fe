import type { VerificationResult } from '@skilllink/contracts/certificates';
import { BadgeCheck, CircleX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatCertificateDate, levelLabel } from '../format';
import { CertificateEvidence } from './certificate-evidence';
import '../i18n';

/**
 * The answer to "is this certificate real?": the certificate's facts under a clear "verified"
 * mark, or the "not valid or the certificate has expired" message. `full` adds instructor, level
 * and code (the public page).
 */
export function VerificationResultView({
  result,
  full = false,
  headingLevel = 3,
  live = true,
}: {
  result: VerificationResult;
  full?: boolean;
  headingLevel?: 2 | 3;
  /** False inside a container that is already a live region (so it is not announced twice). */
  live?: boolean;
}) {
  const { t } = useTranslation('certificates');
  const Heading = `h${headingLevel}` as const;
  if (!result.valid) {
    return (
      <div
        role={live ? 'alert' : undefined}
        className="flex items-start gap-3 rounded-lg border-l-4 border-danger bg-danger-soft px-4 py-3 text-sm text-fg"
      >
        <CircleX className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
        <p>{result.revoked === 'member_deleted' ? t('result.revokedMemberDeleted') : t('result.invalid')}</p>
      </div>
    );
  }
  const facts: Array<[string, string, string?]> = [
    [t('result.recipient'), result.recipientName],
    [t('result.course'), result.courseName],
    [t('result.completionDate'), formatCertificateDate(result.completionDate), result.completionDate],
    [t('result.issuer'), result.issuer],
  ];
  if (full) {
    facts.push(
      [t('result.instructor'), result.instructor],
      [t('result.level'), levelLabel(t, result.level)],
      [t('result.code'), result.code],
    );
  }
  return (
    <div role={live ? 'status' : undefined} className="flex flex-col gap-3 rounded-lg border border-success bg-primary-soft p-4 text-fg">
      <div className="flex items-start gap-3">
        <BadgeCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        <div className="min-w-0">
          <Heading className="font-semibold">{t('result.valid')}</Heading>
          <p className="text-sm text-muted">{t('result.validBody', { issuer: result.issuer })}</p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value, dateTime]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words">{dateTime ? <time dateTime={dateTime}>{value}</time> : value}</dd>
          </div>
        ))}
      </dl>
      <CertificateEvidence evidence={result.evidence} />
    </div>
  );
}
