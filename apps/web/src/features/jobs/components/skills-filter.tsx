import { TagInput } from '../../../components/ui/tag-input';
import { useTranslation } from '../../../lib/use-translation';
import { SKILLS_FILTER_MAX } from '../hooks/use-job-filters';
import '../i18n';

/** Skills to filter by, as tags (at most 5): a job matches when it asks for every one. */
export function SkillsFilter({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const { t } = useTranslation('jobs');
  return (
    <TagInput
      tags={skills}
      onChange={onChange}
      label={t('filters.skills')}
      hint={(full) => (full ? t('filters.skillsFull', { max: SKILLS_FILTER_MAX }) : t('filters.skillsHint', { max: SKILLS_FILTER_MAX }))}
      removeLabel={(skill) => t('filters.removeSkill', { skill })}
      max={SKILLS_FILTER_MAX}
    />
  );
}
