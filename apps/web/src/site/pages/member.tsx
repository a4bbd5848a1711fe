import type { ReactNode } from 'react';
import type { PublicMember } from '@skilllink/contracts/public-member';
import { Award, MapPin } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { Island } from '../island';
import { shareLabels } from '../share-labels';
import { formatDay, useHref, useSite } from '../site-env';

/** "2021-03" → "March 2021" in the reader's language; "" stays empty. */
function month(value: string, language: string): string {
  if (!/^\d{4}-\d{2}/.test(value)) return '';
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-GH' : 'en-GH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 7)}-01T00:00:00Z`),
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /in/{handle}: what a member shows to everyone (their privacy setting chose "everyone"). */
export function MemberPage({ member }: { member: PublicMember }) {
  const { t, language, url, signedIn } = useSite();
  const href = useHref();
  const name = `${member.firstName} ${member.lastName}`.trim();
  const period = (start: string, end: string | null) =>
    `${month(start, language)} – ${end === null ? t('site.member.present') : month(end, language)}`;
  const initials = `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <header className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center sm:flex-row sm:text-left">
        {member.photoUrl ? (
          <img src={member.photoUrl} alt="" width={112} height={112} className="size-28 shrink-0 rounded-full bg-surface-2 object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-28 shrink-0 items-center justify-center rounded-full bg-primary-soft text-3xl font-bold text-primary"
          >
            {initials}
          </span>
        )}
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          {member.headline && <p className="text-lg text-muted">{member.headline}</p>}
          {member.location && (
            <p className="inline-flex items-center justify-center gap-1 text-sm text-muted sm:justify-start">
              <MapPin className="size-4" aria-hidden="true" />
              {member.location}
            </p>
          )}
          <p className="text-sm text-muted">{t('site.member.since', { date: formatDay(member.memberSince, language) })}</p>
        </div>
      </header>
      {member.about && (
        <Section title={t('site.member.about')}>
          <p className="whitespace-pre-line text-muted">{member.about}</p>
        </Section>
      )}
      {member.skills.length > 0 && (
        <Section title={t('site.member.skills')}>
          <ul className="flex flex-wrap gap-2">
            {member.skills.map((skill) => {
              const endorsements = skill.endorsements > 0 && (
                <span className="sr-only"> · {t('site.member.endorsements', { count: skill.endorsements })}</span>
              );
              // A skill proved by SkillLink's assessment (a skill badge) says so in words, not colour alone.
              return skill.verified ? (
                <li key={skill.name} className="flex">
                  <VerifiedBadge
                    skill={skill.name}
                    label={t('site.member.verified')}
                    description={t('site.member.verifiedHint')}
                    size="sm"
                    className="bg-primary-soft"
                  />
                  {endorsements}
                </li>
              ) : (
                <li key={skill.name} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
                  {skill.name}
                  {endorsements}
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {member.experience.length > 0 && (
        <Section title={t('site.member.experience')}>
          <ul className="flex flex-col gap-4">
            {member.experience.map((job, i) => (
              <li key={i}>
                <h3 className="font-semibold">{t('site.roleAt', { role: job.title, company: job.company })}</h3>
                <p className="text-sm text-muted">{[period(job.startDate, job.endDate), job.location].filter(Boolean).join(' · ')}</p>
                {job.description && <p className="mt-1 text-muted">{job.description}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {member.education.length > 0 && (
        <Section title={t('site.member.education')}>
          <ul className="flex flex-col gap-3">
            {member.education.map((school, i) => (
              <li key={i}>
                <h3 className="font-semibold">{school.school}</h3>
                <p className="text-sm text-muted">{[school.degree, school.field].filter(Boolean).join(', ')}</p>
                <p className="text-sm text-muted">{period(school.startDate, school.endDate)}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {member.certificates.length > 0 && (
        <Section title={t('site.member.certificates')}>
          <ul className="flex flex-col gap-3">
            {member.certificates.map((certificate) => (
              <li key={certificate.code} className="flex items-start gap-3">
                <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <a href={href(`/verify/${certificate.code}`)} className="font-semibold text-primary hover:underline">
                    {certificate.courseTitle}
                  </a>
                  <p className="text-sm text-muted">{t('site.member.issued', { date: formatDay(certificate.issuedAt, language) })}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">{t('site.member.share')}</h2>
        <Island name="share" props={{ url, text: t('site.member.shareText', { name }), labels: shareLabels(t) }} />
      </div>
      {!signedIn && (
        <section className="flex flex-col items-start gap-3 rounded-2xl bg-promo p-6 text-promo-fg">
          <h2 className="text-xl font-semibold">{t('site.member.join', { name: member.firstName })}</h2>
          <a href="/auth/register" className={buttonClasses({ variant: 'secondary' })}>
            {t('nav.getStarted')}
          </a>
        </section>
      )}
    </div>
  );
}
