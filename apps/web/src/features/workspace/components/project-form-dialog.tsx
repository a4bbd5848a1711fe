import type { WorkspaceProject, WorkspaceProjectInput } from '@skilllink/contracts/workspace';
import { CURRENCIES } from '@skilllink/contracts/job-constants';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_SKILLS_MAX,
  PROJECT_TITLE_MAX,
  WORKSPACE_PRIORITIES,
  WORKSPACE_STATUSES,
  WORKSPACE_TAGS_MAX,
} from '@skilllink/contracts/workspace-constants';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { TagInput } from '../../../components/ui/tag-input';
import { useToast } from '../../../components/ui/toast';
import { clearEditedError, fieldValue, focusFirstInvalid, hasErrors, type FormErrors } from '../../../lib/form';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateProject, useSaveProject } from '../api/projects';
import { ClientFields, readClient, type ClientErrors } from './client-fields';

type Field = 'title' | 'budget.total' | 'budget.spent' | 'endDate' | ClientErrors;
const FIELDS: Field[] = ['title', 'budget.total', 'budget.spent', 'endDate', 'client.name', 'client.email'];

/** An amount typed in a box: blank is 0 (spec §4: "budget defaults to 0 if not numeric" — here a clear message instead). */
const amount = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Create (spec "Project Title *", Create Project disabled while the title is blank) or edit a project. */
export function ProjectFormDialog({ project, onClose }: { project?: WorkspaceProject; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const create = useCreateProject();
  const save = useSaveProject();
  const pending = create.isPending || save.isPending;
  const [title, setTitle] = useState(project?.title ?? '');
  const [skills, setSkills] = useState(project?.skills ?? []);
  const [tags, setTags] = useState(project?.tags ?? []);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const submitted = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitted.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const found: FormErrors<Field> = {};
    if (!title.trim()) found.title = t('form.titleRequired');
    const total = amount(fieldValue(data, 'budget.total'));
    const spent = amount(fieldValue(data, 'budget.spent'));
    if (!Number.isFinite(total) || total < 0) found['budget.total'] = t('form.notNumber');
    if (!Number.isFinite(spent) || spent < 0) found['budget.spent'] = t('form.notNumber');
    const startDate = fieldValue(data, 'startDate') || null;
    const endDate = fieldValue(data, 'endDate') || null;
    if (startDate && endDate && endDate < startDate) found.endDate = t('form.endBeforeStart');
    const client = readClient(data, t, found);
    setErrors(found);
    setGeneral(null);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    const input: WorkspaceProjectInput = {
      title: title.trim(),
      description: fieldValue(data, 'description').trim(),
      status: fieldValue(data, 'status') as WorkspaceProjectInput['status'],
      priority: fieldValue(data, 'priority') as WorkspaceProjectInput['priority'],
      budget: { total, spent, currency: fieldValue(data, 'budget.currency') as (typeof CURRENCIES)[number] },
      startDate,
      endDate,
      skills,
      tags,
      client,
    };
    submitted.current = true;
    const done = (saved: WorkspaceProject) => {
      toast(t(project ? 'form.saved' : 'form.created'), 'success');
      onClose();
      if (!project) void navigate(`/app/projects/${encodeURIComponent(saved.id)}`);
    };
    const failed = (error: unknown) => {
      submitted.current = false;
      const fields = serverFieldErrors(error, FIELDS, { endDate: t('form.endBeforeStart') });
      if (hasErrors(fields)) {
        setErrors(fields);
        return focusFirstInvalid(form, fields);
      }
      setGeneral(errorMessage(error));
    };
    if (project) save.mutate({ projectId: project.id, input }, { onSuccess: done, onError: failed });
    else create.mutate(input, { onSuccess: done, onError: failed });
  }

  const options = <T extends string>(values: readonly T[], key: 'status' | 'priority') =>
    values.map((value) => ({ value, label: t(`${key}.${value}` as 'status.planning') }));
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        title={t(project ? 'form.editTitle' : 'form.createTitle')}
        description={t('form.description')}
        className="sm:max-w-2xl"
      >
        <form noValidate onSubmit={onSubmit} {...clearEditedError(setErrors)} className="flex flex-col gap-4">
          {general && <Alert>{general}</Alert>}
          <TextField
            name="title"
            label={t('form.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={PROJECT_TITLE_MAX}
            error={errors.title}
            autoFocus
          />
          <TextAreaField
            name="description"
            label={t('form.about')}
            defaultValue={project?.description}
            maxLength={PROJECT_DESCRIPTION_MAX}
            rows={3}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="status"
              label={t('form.status')}
              defaultValue={project?.status ?? 'planning'}
              options={options(WORKSPACE_STATUSES, 'status')}
            />
            <SelectField
              name="priority"
              label={t('form.priority')}
              defaultValue={project?.priority ?? 'medium'}
              options={options(WORKSPACE_PRIORITIES, 'priority')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="budget.total"
              label={t('form.budgetTotal')}
              inputMode="decimal"
              defaultValue={project ? String(project.budget.total) : '0'}
              error={errors['budget.total']}
            />
            <TextField
              name="budget.spent"
              label={t('form.budgetSpent')}
              inputMode="decimal"
              defaultValue={project ? String(project.budget.spent) : '0'}
              error={errors['budget.spent']}
            />
            <SelectField
              name="budget.currency"
              label={t('form.currency')}
              defaultValue={project?.budget.currency ?? 'USD'}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="startDate" type="date" label={t('form.start')} defaultValue={project?.timeline.startDate ?? ''} />
            <TextField
              name="endDate"
              type="date"
              label={t('form.end')}
              defaultValue={project?.timeline.endDate ?? ''}
              error={errors.endDate}
            />
          </div>
          <ClientFields project={project} errors={errors} />
          <TagInput
            tags={skills}
            onChange={setSkills}
            label={t('form.skills')}
            hint={() => t('form.skillsHint')}
            removeLabel={(tag) => t('form.remove', { tag })}
            max={PROJECT_SKILLS_MAX}
          />
          <TagInput
            tags={tags}
            onChange={setTags}
            label={t('form.tags')}
            hint={() => t('form.tagsHint')}
            removeLabel={(tag) => t('form.remove', { tag })}
            max={WORKSPACE_TAGS_MAX}
            tagMaxLength={40}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" busy={pending} disabled={!title.trim()}>
              {t(project ? 'form.save' : 'form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
