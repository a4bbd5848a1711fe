import { TagInput as Tags } from '../../../components/ui/tag-input';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Skill tags of an experience (at most 20). */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('profile');
  return (
    <Tags
      tags={tags}
      onChange={onChange}
      label={t('modal.tags')}
      hint={() => t('modal.tagsHint')}
      removeLabel={(tag) => t('modal.removeTag', { tag })}
      max={20}
    />
  );
}
