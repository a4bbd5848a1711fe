import type { ExperienceLevel, MatchExplanation as Match } from '@skilllink/contracts/jobs';
import { MATCH_WEIGHTS } from '@skilllink/contracts/job-constants';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import { panel } from './panel';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { MissingSkills } from '../learning/components/missing-skills';
import '../i18n';

const PARTS = ['skills', 'experience', 'location', 'title'] as const;

interface MatchExplanationProps {
  match: Match;
  /** The level the listing asks for, beside the member's own. */
  wanted: ExperienceLevel;
}

/**
 * Why the listing scores what it does for the reader (spec §9 weights, computed by the
 * server): each part, the level, the skills they have (those proved by a skill badge marked
 * "Verified") and those they lack, each with the courses that teach it
 * (learning/components/missing-skills.tsx).
 */
export function MatchExplanation({ match, wanted }: MatchExplanationProps) {
  const { t } = useTranslation('jobs');
  const percent = numberFormat({ style: 'percent' });
  // Skills proved by a skill badge (issue 29 §6) are marked among those the reader has.
  const verified = new Set(match.verifiedSkills.map((skill) => skill.toLowerCase()));
  return (
    <section aria-labelledby="job-match" className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="job-match" className="text-lg font-semibold text-fg">
          {t('match.title')}
        </h2>
        <span className="text-lg font-bold text-primary tabular-nums">{t('match.score', { score: match.score })}</span>
      </div>
      <h3 className="sr-only">{t('match.parts')}</h3>
      <ul className="flex flex-col gap-2">
        {PARTS.map((part) => {
          const value = match.parts[part];
          const name = t(`match.part.${part}`);
          return (
            <li key={part} className="flex flex-col gap-1">
              <div className="flex justify-between gap-2 text-sm" aria-hidden="true">
                <span className="text-fg">
                  {name} <span className="text-muted">· {percent.format(MATCH_WEIGHTS[part] / 100)}</span>
                </span>
                <span className="text-muted tabular-nums">{value}/100</span>
              </div>
              <ProgressBar percent={value} label={t('match.partLabel', { part: name, value, weight: MATCH_WEIGHTS[part] })} />
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted">{t('match.myLevel', { level: t(`levels.${match.myLevel}`), wanted: t(`levels.${wanted}`) })}</p>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-sm font-semibold text-fg">{t('match.have')}</h3>
        {match.haveSkills.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {match.haveSkills.map((skill) =>
              verified.has(skill.toLowerCase()) ? (
                <li key={skill} className="flex">
                  <VerifiedBadge
                    skill={skill}
                    label={t('match.verified')}
                    description={t('match.verifiedHint')}
                    className="bg-primary-soft"
                  />
                </li>
              ) : (
                <li key={skill} className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-fg">
                  {skill}
                </li>
              ),
            )}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('match.noSkills')}</p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-sm font-semibold text-fg">{t('match.missing')}</h3>
        {match.missingSkills.length > 0 ? (
          <MissingSkills skills={match.missingSkills} />
        ) : (
          <p className="text-sm text-muted">{t('match.noneMissing')}</p>
        )}
      </div>
    </section>
  );
}
