import { Award, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useEarnedCertificates } from '../api/get-earned-certificates';
import { formatCertificateDate } from '../format';
import '../i18n';

/**
 * Licences & certifications on a profile: each earned certificate with its course, date and a
 * link to its public verification page. Nothing shows while a member has none (or it is loading),
 * so a profile without courses keeps its shape.
 */
export function EarnedCertificates({ memberId }: { memberId: string | undefined }) {
  const { t } = useTranslation('certificates');
  const headingId = useId();
  const { data } = useEarnedCertificates(memberId);
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {t('profile.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {data.items.map((c) => (
          <li key={c.id} className="flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-fg">
              <Award className="size-5" aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium break-words text-fg">{c.courseName}</span>
              <span className="text-sm text-muted">
                {t('profile.issued', { instructor: c.instructor })} ·{' '}
                <time dateTime={c.completionDate}>{formatCertificateDate(c.completionDate)}</time>
              </span>
              <a
                href={`/verify/${encodeURIComponent(c.verificationCode)}`}
                target="_blank"
                rel="noopener"
                aria-label={t('profile.verifyLabel', { course: c.courseName })}
                className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
              >
                {t('profile.verify', { code: c.verificationCode })}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
