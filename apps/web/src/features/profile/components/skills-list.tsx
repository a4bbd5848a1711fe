import type { MemberSkill } from '@skilllink/contracts/profile';
import { ThumbsUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LevelBadge } from '../../../components/ui/level-badge';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { ItemActions } from './item-actions';

interface SkillsListProps {
  skills: MemberSkill[];
  /** Own profile: edit and delete. */
  onEdit?: (skill: MemberSkill) => void;
  onDelete?: (skill: MemberSkill) => void;
  /** A connection's profile: endorse or withdraw. */
  onEndorse?: (skill: MemberSkill) => void;
  endorsingId?: string | null;
  compact?: boolean;
}

/** Skill cards: name, colour-coded level, years, endorsements and category. */
export function SkillsList({ skills, onEdit, onDelete, onEndorse, endorsingId, compact }: SkillsListProps) {
  const { t } = useTranslation('profile');
  return (
    <ul className={compact ? 'flex flex-col gap-2' : 'grid gap-3 sm:grid-cols-2'}>
      {skills.map((skill) => (
        <li key={skill.id} className="flex items-start justify-between gap-2 rounded-lg border border-border bg-surface p-3">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-fg">{skill.name}</span>
              <LevelBadge level={skill.level} label={t(`skills.levels.${skill.level}`)} />
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
          </div>
          {onEdit && onDelete && <ItemActions label={skill.name} onEdit={() => onEdit(skill)} onDelete={() => onDelete(skill)} />}
          {onEndorse && (
            <Button
              size="sm"
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
      ))}
    </ul>
  );
}
