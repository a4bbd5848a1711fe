import type { MemberSkill } from '@skilllink/contracts/profile';
import { SKILL_CATEGORIES, SKILL_LEVELS } from '@skilllink/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { useItemForm } from './item-form';

/** Add New Skill (name, proficiency level default Beginner, category) or edit one; Save needs a name. */
export function SkillDialog({ skill, open, onOpenChange }: { skill?: MemberSkill; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('profile');
  const [name, setName] = useState(skill?.name ?? '');
  const form = useItemForm('skills', () => onOpenChange(false));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      name: name.trim(),
      level: String(data.get('level')) as MemberSkill['level'],
      category: String(data.get('category')) as (typeof SKILL_CATEGORIES)[number],
      yearsOfExperience: Number(data.get('yearsOfExperience') || 0),
    };
    await form.submit(body, skill?.id, t(skill ? 'toasts.skillSaved' : 'toasts.skillAdded'));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(skill ? 'modal.editSkill' : 'modal.addSkill')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {form.general && <Alert>{form.general}</Alert>}
          <TextField
            name="name"
            label={t('modal.skillName')}
            placeholder={t('modal.skillNamePlaceholder')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
            error={form.errors.name}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="level"
              label={t('modal.level')}
              defaultValue={skill?.level ?? 'Beginner'}
              options={SKILL_LEVELS.map((l) => ({ value: l, label: t(`skills.levels.${l}`) }))}
              error={form.errors.level}
            />
            <SelectField
              name="category"
              label={t('modal.category')}
              defaultValue={skill?.category ?? 'Programming'}
              options={SKILL_CATEGORIES.map((c) => ({ value: c, label: t(`skills.categories.${c}`) }))}
              error={form.errors.category}
            />
          </div>
          <TextField
            name="yearsOfExperience"
            label={t('modal.years')}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            defaultValue={skill?.yearsOfExperience ?? 0}
            error={form.errors.yearsOfExperience}
          />
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" disabled={!name.trim()} busy={form.busy}>
              {form.busy ? t('modal.saving') : t('modal.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
