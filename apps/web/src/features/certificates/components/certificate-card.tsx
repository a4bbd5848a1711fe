import type { Certificate } from '@skilllink/contracts/certificates';
import { Award, BriefcaseBusiness, Copy, Download, ExternalLink, FileBadge } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { ShareButton } from '../../../components/ui/share-button';
import { currentLanguage } from '../../../lib/i18n';
import { linkedInCertification } from '../../../lib/share-links';
import { useTranslation } from '../../../lib/use-translation';
import { formatCertificateDate, formatDuration, gradeLabel, levelLabel } from '../format';
import { useCopyShare } from '../hooks/use-copy-share';
import { CertificateEvidence } from './certificate-evidence';
import '../i18n';

/** One earned certificate: course, date, facts, the code with Copy, and Download / Share / Verify. */
export function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const { t } = useTranslation('certificates');
  const { copy } = useCopyShare();
  const headingId = `certificate-${c.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg" aria-hidden="true">
          <Award className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold break-words text-fg">
            {c.courseName}
          </h3>
          <p className="text-sm text-muted">
            <time dateTime={c.completionDate}>{t('card.completed', { date: formatCertificateDate(c.completionDate) })}</time>
          </p>
          <p className="text-sm text-muted">{t('card.instructor', { name: c.instructor })}</p>
        </div>
      </div>

      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-muted">{t('card.duration')}</dt>
          <dd className="font-medium text-fg tabular-nums">{formatDuration(t, c.durationSeconds)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('card.level')}</dt>
          <dd>
            <LevelBadge level={c.level} label={levelLabel(t, c.level)} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('card.grade')}</dt>
          <dd className="font-medium text-fg">{gradeLabel(t, c.grade)}</dd>
        </div>
      </dl>
      <CertificateEvidence evidence={c.evidence} />

      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2">
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('card.code')}</p>
          <p className="font-mono text-sm font-semibold tracking-wide break-all text-fg">{c.verificationCode}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('card.copyLabel', { code: c.verificationCode })}
          onClick={() => void copy(c.verificationCode)}
        >
          <Copy className="size-4" aria-hidden="true" />
          {t('card.copy')}
        </Button>
      </div>

      <div className="flex flex-wrap gap-2">
        <a
          // The PDF in the reader's language, like the page.
          href={`${c.pdfUrl}?lang=${currentLanguage()}`}
          download
          className={buttonClasses({ size: 'sm' })}
          aria-label={t('card.downloadLabel', { course: c.courseName })}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('card.download')}
        </a>
        <ShareButton
          url={c.verificationUrl}
          title={t('card.shareTitle', { course: c.courseName })}
          text={t('card.shareText', { course: c.courseName })}
          label={t('card.shareLabel', { course: c.courseName })}
          buttonText={t('card.share')}
          copiedMessage={t('linkCopied')}
        />
        <a
          // The signed Open Badges 3.0 credential: for a wallet, or any verifier (ADR 077).
          href={c.credentialUrl}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={t('card.credentialLabel', { course: c.courseName })}
        >
          <FileBadge className="size-4" aria-hidden="true" />
          {t('card.credential')}
        </a>
        <a
          href={linkedInCertification({
            name: c.courseName,
            organization: 'SkillLink',
            issuedAt: c.completionDate,
            url: c.verificationUrl,
            id: c.verificationCode,
          })}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={t('card.linkedInLabel', { course: c.courseName })}
        >
          <BriefcaseBusiness className="size-4" aria-hidden="true" />
          {t('card.linkedIn')}
        </a>
        <a
          href={`/verify/${encodeURIComponent(c.verificationCode)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={t('card.verifyLabel', { course: c.courseName })}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('card.verify')}
        </a>
      </div>
    </article>
  );
}
