import type { ApplicationStatus, ListingKind } from '@skilllink/contracts/job-constants';
import type { Applicant } from '@skilllink/contracts/jobs';
import { Award, ExternalLink, FileText, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { Link } from '../../../../components/ui/link';
import { RelativeTime } from '../../../../components/ui/relative-time';
import { VerifiedBadge } from '../../../../components/ui/verified-badge';
import { numberFormat } from '../../../../lib/intl';
import { useTranslation } from '../../../../lib/use-translation';
import { MessageAboutLink } from '../../components/message-about';
import { PlainText } from '../../components/plain-text';
import { StatusBadge } from './status-badge';
import { StatusMenu } from './status-menu';
import '../../posting/i18n';

/** A cover letter longer than this, or with more lines, starts folded. */
const FOLD_CHARS = 280;
const FOLD_LINES = 4;

function nameParts(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  return { first: words[0] ?? '', last: words.length > 1 ? (words[words.length - 1] ?? '') : '' };
}

function CoverLetter({ text }: { text: string }) {
  const { t } = useTranslation('jobsHiring');
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!text.trim()) return <p className="text-sm text-muted italic">{t('applicants.noCoverLetter')}</p>;
  const long = text.length > FOLD_CHARS || text.split('\n').length > FOLD_LINES;
  return (
    <div className="flex flex-col items-start gap-1">
      <div id={id}>
        <PlainText text={text} className={cn('text-sm text-fg', long && !open && 'line-clamp-4')} />
      </div>
      {long && (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 text-primary"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? t('applicants.showLess') : t('applicants.showMore')}
        </Button>
      )}
    </div>
  );
}

interface ApplicantCardProps {
  applicant: Applicant;
  onMove: (applicant: Applicant, status: ApplicationStatus) => void;
  /** A project's proposals move to "awarded" rather than "accepted" and carry a timeline and budget. */
  kind?: ListingKind;
}

/** One applicant as the poster sees them: who, how well they match, what they wrote, their verified skills and certificates. */
export function ApplicantCard({ applicant, onMove, kind = 'job' }: ApplicantCardProps) {
  const { t } = useTranslation('jobsHiring');
  const headingId = useId();
  const { member } = applicant;
  const { first, last } = nameParts(member.name);
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
      {/* Below 640 px the match and date go under the name, which keeps the card's full width. */}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Avatar id={member.id} firstName={first} lastName={last} src={member.avatar} className="size-12" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <h3 id={headingId} className="text-base font-semibold text-fg">
              <Link to={`/app/profile/${encodeURIComponent(member.id)}`} className="wrap-anywhere hover:underline">
                {member.name}
              </Link>
            </h3>
            {member.title && <p className="text-sm wrap-anywhere text-muted">{member.title}</p>}
            {member.location && (
              <p className="flex items-center gap-1 text-sm text-muted">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="wrap-anywhere">{member.location}</span>
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:flex-col sm:flex-nowrap sm:items-end sm:text-right">
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-fg tabular-nums">
            {t('applicants.match', { score: applicant.matchScore })}
          </span>
          <span className="text-xs whitespace-nowrap text-muted">
            {t(kind === 'project' ? 'applicants.sent' : 'applicants.applied')} <RelativeTime iso={applicant.appliedAt} />
          </span>
        </div>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3 border-y border-border py-3">
        <StatusBadge status={applicant.status} />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <MessageAboutLink
            applicationId={applicant.applicationId}
            label={t('applicants.message')}
            ariaLabel={t('applicants.messageLabel', { name: member.name })}
          />
          <StatusMenu name={member.name} kind={kind} status={applicant.status} onMove={(status) => onMove(applicant, status)} />
        </div>
      </div>
      {(applicant.timeline || applicant.budget) && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {(['timeline', 'budget'] as const).map((term) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="text-sm font-semibold text-fg">{t(`applicants.${term}`)}</dt>
              <dd className="text-sm wrap-anywhere text-fg">{applicant[term]}</dd>
            </div>
          ))}
        </dl>
      )}
      <section className="flex flex-col gap-1.5">
        <h4 className="text-sm font-semibold text-fg">{t('applicants.coverLetter')}</h4>
        <CoverLetter text={applicant.coverLetter} />
      </section>
      {applicant.answers.length > 0 && (
        <section className="flex flex-col gap-1.5">
          <h4 className="text-sm font-semibold text-fg">{t('applicants.answers')}</h4>
          <dl className="flex flex-col gap-3">
            {applicant.answers.map((answer, index) => (
              <div key={index} className="flex flex-col gap-0.5">
                <dt className="text-sm font-medium wrap-anywhere text-muted">{answer.question}</dt>
                <dd>
                  <PlainText text={answer.answer} className="text-sm text-fg" />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {applicant.cv && (
        // An API download, not a page of the app: a plain link the browser saves.
        <a
          href={`/api/v1/applications/${encodeURIComponent(applicant.applicationId)}/cv`}
          download
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-border px-3 text-sm text-fg hover:bg-surface-2"
        >
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          {t('applicants.cv', { size: numberFormat({ maximumFractionDigits: 0 }).format(applicant.cv.size / 1024) })}
        </a>
      )}
      {applicant.verifiedSkills.length > 0 && (
        <section className="flex flex-col gap-1.5">
          <h4 className="text-sm font-semibold text-fg">{t('applicants.verifiedSkills')}</h4>
          <ul className="flex flex-wrap gap-2">
            {applicant.verifiedSkills.map((skill) => (
              <li key={skill} className="flex">
                <VerifiedBadge skill={skill} label={t('applicants.verified')} description={t('applicants.verifiedHint')} size="sm" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {applicant.certificates.length > 0 && (
        <section className="flex flex-col gap-1.5">
          <h4 className="text-sm font-semibold text-fg">{t('applicants.certificates')}</h4>
          <ul className="flex flex-wrap gap-2">
            {applicant.certificates.map((certificate) => (
              <li key={certificate.code}>
                <Link
                  to={`/verify/${encodeURIComponent(certificate.code)}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('applicants.certificateLink', { course: certificate.courseTitle })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm text-fg hover:bg-surface-2"
                >
                  <Award className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
                  <span className="wrap-anywhere">{certificate.courseTitle}</span>
                  <ExternalLink className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
