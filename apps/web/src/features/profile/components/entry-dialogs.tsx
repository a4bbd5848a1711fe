import type { Education, Experience } from '@skilllink/contracts/profile';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { useItemForm } from './item-form';
import { TagInput } from './tag-input';

interface DialogProps<T> {
  item?: T;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

function Actions({ busy, canSave, onCancel }: { busy: boolean; canSave: boolean; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex justify-end gap-3">
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('modal.cancel')}
      </Button>
      <Button type="submit" disabled={!canSave} busy={busy}>
        {busy ? t('modal.saving') : t('modal.save')}
      </Button>
    </div>
  );
}

/** Months come from <input type="month"> as YYYY-MM; an end before the start is caught before sending. */
function datesProblem(start: string, end: string | null): boolean {
  return Boolean(start && end && end < start);
}

/** Add Work Experience: company and position required; "Currently working here" clears and disables the end date. */
export function ExperienceDialog({ item, open, onOpenChange }: DialogProps<Experience>) {
  const { t } = useTranslation('profile');
  const form = useItemForm('experience', () => onOpenChange(false));
  const [company, setCompany] = useState(item?.company ?? '');
  const [position, setPosition] = useState(item?.position ?? '');
  const [current, setCurrent] = useState(item ? item.endDate === null : false);
  const [end, setEnd] = useState(item?.endDate ?? '');
  const [tags, setTags] = useState<string[]>(item?.skills ?? []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const startDate = text(data, 'startDate');
    const endDate = current ? null : end || null;
    if (datesProblem(startDate, endDate)) return form.setErrors({ endDate: t('modal.endBeforeStart') });
    const body = {
      company: company.trim(),
      position: position.trim(),
      location: text(data, 'location'),
      startDate,
      endDate,
      description: text(data, 'description'),
      skills: tags,
    };
    await form.submit(body, item?.id, t(item ? 'toasts.experienceSaved' : 'toasts.experienceAdded'));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(item ? 'modal.editExperience' : 'modal.addExperience')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {form.general && <Alert>{form.general}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="company"
              label={t('modal.company')}
              value={company}
              onChange={(e) => setCompany(e.target.value)}
              error={form.errors.company}
              required
            />
            <TextField
              name="position"
              label={t('modal.position')}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              error={form.errors.position}
              required
            />
          </div>
          <TextField name="location" label={t('modal.location')} defaultValue={item?.location ?? ''} error={form.errors.location} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="startDate"
              type="month"
              label={t('modal.startDate')}
              defaultValue={item?.startDate ?? ''}
              error={form.errors.startDate}
            />
            <TextField
              name="endDate"
              type="month"
              label={t('modal.endDate')}
              value={current ? '' : end}
              onChange={(e) => setEnd(e.target.value)}
              disabled={current}
              error={form.errors.endDate}
            />
          </div>
          <Checkbox
            label={t('modal.current')}
            checked={current}
            onChange={(e) => {
              setCurrent(e.target.checked);
              if (e.target.checked) setEnd('');
            }}
          />
          <TextAreaField
            name="description"
            label={t('modal.description')}
            defaultValue={item?.description ?? ''}
            error={form.errors.description}
            maxLength={2000}
          />
          <TagInput tags={tags} onChange={setTags} />
          <Actions busy={form.busy} canSave={Boolean(company.trim() && position.trim())} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Add Education: institution and degree required; description optional. */
export function EducationDialog({ item, open, onOpenChange }: DialogProps<Education>) {
  const { t } = useTranslation('profile');
  const form = useItemForm('education', () => onOpenChange(false));
  const [institution, setInstitution] = useState(item?.institution ?? '');
  const [degree, setDegree] = useState(item?.degree ?? '');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const startDate = text(data, 'startDate');
    const endDate = text(data, 'endDate') || null;
    if (datesProblem(startDate, endDate)) return form.setErrors({ endDate: t('modal.endBeforeStart') });
    const body = {
      institution: institution.trim(),
      degree: degree.trim(),
      field: text(data, 'field'),
      location: item?.location ?? '',
      startDate,
      endDate,
      description: text(data, 'description'),
    };
    await form.submit(body, item?.id, t(item ? 'toasts.educationSaved' : 'toasts.educationAdded'));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(item ? 'modal.editEducation' : 'modal.addEducation')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {form.general && <Alert>{form.general}</Alert>}
          <TextField
            name="institution"
            label={t('modal.institution')}
            value={institution}
            onChange={(e) => setInstitution(e.target.value)}
            error={form.errors.institution}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="degree"
              label={t('modal.degree')}
              value={degree}
              onChange={(e) => setDegree(e.target.value)}
              error={form.errors.degree}
              required
            />
            <TextField name="field" label={t('modal.field')} defaultValue={item?.field ?? ''} error={form.errors.field} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="startDate"
              type="month"
              label={t('modal.startDate')}
              defaultValue={item?.startDate ?? ''}
              error={form.errors.startDate}
            />
            <TextField
              name="endDate"
              type="month"
              label={t('modal.endDate')}
              defaultValue={item?.endDate ?? ''}
              error={form.errors.endDate}
            />
          </div>
          <TextAreaField
            name="description"
            label={t('modal.descriptionOptional')}
            defaultValue={item?.description ?? ''}
            error={form.errors.description}
            maxLength={2000}
          />
          <Actions busy={form.busy} canSave={Boolean(institution.trim() && degree.trim())} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
