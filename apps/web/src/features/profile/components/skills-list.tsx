import type { MemberSkill } from '@skilllink/contracts/profile';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Link } from '../../../components/ui/link';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useTranslation } from '../../../lib/use-translation';
import type { AssessableSkills } from '../api/get-assessable-skills';
import '../i18n';
import { ItemActions } from './item-actions';

interface SkillsListProps {
  skills: MemberSkill[];
  /** Own profile: edit and delete. */
  onEdit?: (skill: MemberSkill) => void;
  onDelete?: (skill: MemberSkill) => void;
  /** Own profile: the skills with an assessment still to pass, to link to it. */
  assessable?: AssessableSkills;
  /** A connection's profile: endorse or withdraw. */
  onEndorse?: (skill: MemberSkill) => void;
  endorsingId?: string | null;
  compact?: boolean;
}

/** Skill cards: name, colour-coded level, "Verified" when assessed, years, endorsements and category. */
export function SkillsList({ skills, onEdit, onDelete, assessable, onEndorse, endorsingId, compact }: SkillsListProps) {
  const { t } = useTranslation('profile');
  return (
    <ul className={compact ? 'flex flex-col gap-2' : 'grid gap-3 sm:grid-cols-2'}>
      {skills.map((skill) => {
        const assessment = skill.verified ? undefined : assessable?.get(skill.name.toLowerCase());
        return (
          <li key={skill.id} className="flex items-start justify-between gap-2 rounded-lg border border-border bg-surface p-3">
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-fg">{skill.name}</span>
                <LevelBadge level={skill.level} label={t(`skills.levels.${skill.level}`)} />
                {skill.verified && <VerifiedBadge label={t('skills.verified')} description={t('skills.verifiedHint')} />}
              </div>
              <p className="text-sm text-muted">
                {[
                  !compact && t(`skills.categories.${skill.category}` as 'skills.categories.Programming', { defaultValue: skill.category }),
                  skill.yearsOfExperience > 0 && t('skills.years', { count: skill.yearsOfExperience }),
                  t('skills.endorsements', { count: skill.endorsements }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {assessment && (
                <Link
                  to={`/app/skills/assessments/${encodeURIComponent(assessment)}`}
                  aria-label={t('skills.takeAssessmentLabel', { skill: skill.name })}
                  className="-my-2 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline"
                >
                  <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
                  {t('skills.takeAssessment')}
                </Link>
              )}
            </div>
            {onEdit && onDelete && <ItemActions label={skill.name} onEdit={() => onEdit(skill)} onDelete={() => onDelete(skill)} />}
            {onEndorse && (
              <Button
                size="sm"
                // Never squeezed by a long skill name or meta line (it broke inside the word at 360 px).
                className="shrink-0"
                variant={skill.endorsedByMe ? 'primary' : 'secondary'}
                aria-pressed={skill.endorsedByMe}
                aria-label={t(skill.endorsedByMe ? 'skills.withdrawLabel' : 'skills.endorseLabel', { skill: skill.name })}
                busy={endorsingId === skill.id}
                onClick={() => onEndorse(skill)}
              >
                <ThumbsUp className="size-4" aria-hidden="true" />
                {t(skill.endorsedByMe ? 'skills.endorsed' : 'skills.endorse')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
