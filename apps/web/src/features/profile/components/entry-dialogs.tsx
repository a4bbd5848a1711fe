import type { Education, Experience } from '@skilllink/contracts/profile';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { Resources } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { useItemForm, type ItemInput } from './item-form';
import { TagInput } from './tag-input';

type Key<Group extends 'modal' | 'toasts'> = `${Group}.${keyof Resources['profile'][Group] & string}`;

/** An entry's own text fields; each is labelled by modal.<name>. */
type TextName = 'company' | 'position' | 'location' | 'institution' | 'degree' | 'field';

/** What the dialog reads from the job or school it edits. */
type Entry = Partial<Record<TextName, string>> & Pick<Experience, 'id' | 'startDate' | 'endDate' | 'description'> & { skills?: string[] };

/** The form as Save found it. */
interface Filled {
  /** One of the kind's text fields, trimmed. */
  text: (name: TextName) => string;
  /** What every kind sends: months as YYYY-MM ("" and null when not given) and the description. */
  common: { startDate: string; endDate: string | null; description: string };
  skills: string[];
}

/** What one kind of entry changes in the dialog; dates, description, errors and Save are shared. */
interface EntryKind<K extends 'experience' | 'education'> {
  kind: K;
  title: { add: Key<'modal'>; edit: Key<'modal'> };
  toast: { add: Key<'toasts'>; edit: Key<'toasts'> };
  /** The text fields above the dates, row by row: two in a row sit side by side from sm up. */
  rows: TextName[][];
  /** Save waits for these, and they are marked required. */
  required: TextName[];
  descriptionLabel: Key<'modal'>;
  /** A job may be current ("Currently working here" clears and disables the end date) and lists the skills it used. */
  job: boolean;
  body: (filled: Filled, item: Entry | undefined) => ItemInput<K>;
}

/** Add Work Experience: company and position required; "Currently working here" clears and disables the end date. */
const experience: EntryKind<'experience'> = {
  kind: 'experience',
  title: { add: 'modal.addExperience', edit: 'modal.editExperience' },
  toast: { add: 'toasts.experienceAdded', edit: 'toasts.experienceSaved' },
  rows: [['company', 'position'], ['location']],
  required: ['company', 'position'],
  descriptionLabel: 'modal.description',
  job: true,
  body: ({ text, common, skills }) => ({
    company: text('company'),
    position: text('position'),
    location: text('location'),
    ...common,
    skills,
  }),
};

/** Add Education: institution and degree required; description optional. */
const education: EntryKind<'education'> = {
  kind: 'education',
  title: { add: 'modal.addEducation', edit: 'modal.editEducation' },
  toast: { add: 'toasts.educationAdded', edit: 'toasts.educationSaved' },
  rows: [['institution'], ['degree', 'field']],
  required: ['institution', 'degree'],
  descriptionLabel: 'modal.descriptionOptional',
  job: false,
  body: ({ text, common }, item) => ({
    institution: text('institution'),
    degree: text('degree'),
    field: text('field'),
    // The dialog has no location field: an edit keeps the one the item has.
    location: item?.location ?? '',
    ...common,
  }),
};

interface DialogProps<T> {
  item?: T;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const formText = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** One dialog for jobs and schools: what differs between them is said by the kind. */
function EntryDialog<K extends 'experience' | 'education'>({
  entry,
  item,
  open,
  onOpenChange,
}: DialogProps<Entry> & { entry: EntryKind<K> }) {
  const { t } = useTranslation('profile');
  const form = useItemForm(entry.kind, () => onOpenChange(false));
  const [values, setValues] = useState<Partial<Record<TextName, string>>>(() =>
    Object.fromEntries(entry.rows.flat().map((name) => [name, item?.[name] ?? ''])),
  );
  const [current, setCurrent] = useState(Boolean(entry.job && item && item.endDate === null));
  const [end, setEnd] = useState(item?.endDate ?? '');
  const [tags, setTags] = useState<string[]>(item?.skills ?? []);
  const text = (name: TextName) => (values[name] ?? '').trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const startDate = formText(data, 'startDate');
    const endDate = current ? null : end || null;
    // Months come from <input type="month"> as YYYY-MM; an end before the start is caught before sending.
    if (startDate && endDate && endDate < startDate) return form.setErrors({ endDate: t('modal.endBeforeStart') });
    const common = { startDate, endDate, description: formText(data, 'description') };
    await form.submit(entry.body({ text, common, skills: tags }, item), item?.id, t(item ? entry.toast.edit : entry.toast.add));
  }

  const textField = (name: TextName) => (
    <TextField
      key={name}
      name={name}
      label={t(`modal.${name}`)}
      value={values[name] ?? ''}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={form.errors[name]}
      required={entry.required.includes(name)}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(item ? entry.title.edit : entry.title.add)}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {form.general && <Alert>{form.general}</Alert>}
          {entry.rows.map((row) =>
            row.length > 1 ? (
              <div key={row.join()} className="grid gap-4 sm:grid-cols-2">
                {row.map(textField)}
              </div>
            ) : (
              row.map(textField)
            ),
          )}
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
          {entry.job && (
            <Checkbox
              label={t('modal.current')}
              checked={current}
              onChange={(e) => {
                setCurrent(e.target.checked);
                if (e.target.checked) setEnd('');
              }}
            />
          )}
          <TextAreaField
            name="description"
            label={t(entry.descriptionLabel)}
            defaultValue={item?.description ?? ''}
            error={form.errors.description}
            maxLength={2000}
          />
          {entry.job && <TagInput tags={tags} onChange={setTags} />}
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" disabled={!entry.required.every((name) => text(name))} busy={form.busy}>
              {form.busy ? t('modal.saving') : t('modal.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ExperienceDialog(props: DialogProps<Experience>) {
  return <EntryDialog entry={experience} {...props} />;
}

export function EducationDialog(props: DialogProps<Education>) {
  return <EntryDialog entry={education} {...props} />;
}
