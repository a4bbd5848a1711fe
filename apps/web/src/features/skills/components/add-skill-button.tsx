import type { CatalogSkill } from '@skilllink/contracts/skills';
import { Check, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useAddToMySkills } from '../api/add-to-my-skills';
import '../i18n';

/** "Add to My Skills"; reads "Added" (disabled) once the skill is on the member's profile. */
export function AddSkillButton({ skill, className }: { skill: CatalogSkill; className?: string }) {
  const { t } = useTranslation('skills');
  const toast = useToast();
  const add = useAddToMySkills();
  const added = skill.inMyProfile || add.isSuccess;

  if (added) {
    return (
      <Button variant="secondary" size="sm" disabled className={className}>
        <Check className="size-4" aria-hidden="true" />
        {t('card.added')}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      busy={add.isPending}
      className={className}
      onClick={() =>
        add.mutate(skill, {
          onSuccess: (outcome) =>
            outcome === 'added' ? toast(t('toast.added', { skill: skill.name }), 'success') : toast(t('toast.exists'), 'info'),
          onError: () => toast(t('toast.failed', { skill: skill.name }), 'error'),
        })
      }
    >
      {!add.isPending && <Plus className="size-4" aria-hidden="true" />}
      {add.isPending ? t('card.adding') : t('card.add')}
    </Button>
  );
}
