import type { PublicCertificate, ValidPublicCertificate } from '@skilllink/contracts/public-certificate';
import type { ReactNode } from 'react';
import { formatDuration } from '../course-card';
import { BadgeCheck, CircleX, ShieldCheck } from 'lucide-react';
import { Island } from '../island';
import { shareLabels } from '../share-labels';
import { formatDay, useHref, useSite } from '../site-env';

/**
 * /verify/{code}: the certificate a member shares, and the check an employer makes. Every fact
 * comes from our records at the moment the page is asked for; a revoked certificate names no
 * one (ADR 062) and an unknown code says so plainly.
 */
export function CertificatePage({ code, certificate }: { code: string; certificate: PublicCertificate | null }) {
  const { t, language, url } = useSite();
  const href = useHref();
  const valid = certificate?.status === 'valid' ? certificate : null;
  const facts = (c: ValidPublicCertificate): Array<[string, ReactNode]> => [
    [
      t('site.certificate.recipient'),
      c.holderHandle ? (
        <a href={href(`/in/${c.holderHandle}`)} className="text-primary underline underline-offset-4">
          {c.holderName}
        </a>
      ) : (
        c.holderName
      ),
    ],
    [t('site.certificate.course'), c.courseTitle],
    [t('site.certificate.completed'), <time dateTime={c.issuedAt}>{formatDay(c.issuedAt, language)}</time>],
    [t('site.certificate.issuer'), c.issuer],
    [t('site.certificate.instructor'), c.instructor],
    [t('site.certificate.level'), t(`site.levels.${c.level as 'Beginner'}`)],
    [t('site.certificate.code'), c.code],
  ];
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
          <ShieldCheck className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('site.certificate.title')}</h1>
      </div>
      <p className="font-mono text-sm break-all text-muted">{code}</p>
      {valid ? (
        <section role="status" className="flex flex-col gap-4 rounded-2xl border border-success bg-primary-soft p-6">
          <div className="flex items-start gap-3">
            <BadgeCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
            <div>
              <h2 className="font-semibold">{t('site.certificate.valid')}</h2>
              <p className="text-sm text-muted">{t('site.certificate.validBody', { issuer: valid.issuer })}</p>
            </div>
          </div>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            {facts(valid).map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-semibold break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {valid.skills.length > 0 && (
            <div>
              <h3 className="text-sm text-muted">{t('site.certificate.skills')}</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {valid.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-surface px-3 py-1 text-sm font-medium">
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {valid.evidence && (
            <div>
              <h3 className="text-sm text-muted">{t('site.certificate.evidence')}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm">
                <li>
                  {t('site.certificate.watched', {
                    watched: valid.evidence.lessonsWatched,
                    total: valid.evidence.videoLessons,
                    duration: formatDuration(valid.evidence.watchedSeconds, language),
                  })}
                </li>
                {valid.evidence.quizzes.map((quiz) => (
                  <li key={quiz.title}>{t('site.certificate.quiz', { title: quiz.title, score: quiz.score, pass: quiz.passingScore })}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ) : (
        <div role="alert" className="flex items-start gap-3 rounded-lg border-l-4 border-danger bg-danger-soft px-4 py-3">
          <CircleX className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <p>{certificate ? t('site.certificate.revoked') : t('site.certificate.invalid')}</p>
        </div>
      )}
      {valid && (
        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">{t('site.certificate.share')}</h2>
          <Island
            name="share"
            props={{ url, text: t('site.certificate.shareText', { course: valid.courseTitle }), labels: shareLabels(t) }}
          />
        </div>
      )}
      <p className="text-sm text-muted">{t('site.certificate.about')}</p>
      <a href={href('/learn')} className="self-start font-semibold text-primary underline underline-offset-4">
        {t('site.certificate.learn')}
      </a>
    </div>
  );
}
