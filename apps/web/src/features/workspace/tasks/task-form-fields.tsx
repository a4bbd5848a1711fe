import type { WorkspaceMilestone, WorkspaceProject } from '@skilllink/contracts/workspace';
import { TASK_STATUSES, TASK_TITLE_MAX, WORKSPACE_PRIORITIES, WORKSPACE_TAGS_MAX } from '@skilllink/contracts/workspace-constants';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { TagInput } from '../../../components/ui/tag-input';
import { useTranslation } from '../../../lib/use-translation';
import { assignableMembers, memberName } from './task-bits';
import type { TaskDraft } from './task-draft';
import './i18n';

interface FieldsProps {
  project: WorkspaceProject;
  milestones: readonly WorkspaceMilestone[];
  draft: TaskDraft;
  onChange: (change: Partial<TaskDraft>) => void;
  titleError: string | undefined;
  readOnly: boolean;
}

// Select values for the assignee: '' is nobody; DEFAULT is "me" when the page could not say who I am.
const DEFAULT = '__default';

/** The create and edit task fields (spec "create task" and "edit task" modals). */
export function TaskFormFields({ project, milestones, draft, onChange, titleError, readOnly }: FieldsProps) {
  const { t } = useTranslation('workspace-tasks');
  const assignees = [
    ...(draft.assigneeId === undefined ? [{ value: DEFAULT, label: t('dialog.me') }] : []),
    { value: '', label: t('dialog.unassigned') },
    ...assignableMembers(project).map((m) => ({ value: m.id, label: memberName(m) })),
  ];
  return (
    <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        name="title"
        label={t('dialog.title')}
        value={draft.title}
        maxLength={TASK_TITLE_MAX}
        error={titleError}
        aria-required="true"
        onChange={(e) => onChange({ title: e.currentTarget.value })}
      />
      <TextAreaField
        className="sm:col-span-2"
        name="description"
        label={t('dialog.description')}
        value={draft.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
      />
      <SelectField
        name="status"
        label={t('dialog.status')}
        value={draft.status}
        options={TASK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(e) => onChange({ status: e.currentTarget.value as TaskDraft['status'] })}
      />
      <SelectField
        name="priority"
        label={t('dialog.priority')}
        value={draft.priority}
        options={WORKSPACE_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
        onChange={(e) => onChange({ priority: e.currentTarget.value as TaskDraft['priority'] })}
      />
      <SelectField
        name="assignee"
        label={t('dialog.assignee')}
        value={draft.assigneeId === undefined ? DEFAULT : (draft.assigneeId ?? '')}
        options={assignees}
        onChange={(e) => onChange({ assigneeId: e.currentTarget.value === DEFAULT ? undefined : e.currentTarget.value || null })}
      />
      <TextField
        name="dueDate"
        type="date"
        label={t('dialog.dueDate')}
        value={draft.dueDate}
        onChange={(e) => onChange({ dueDate: e.currentTarget.value })}
      />
      <SelectField
        name="milestone"
        label={t('dialog.milestone')}
        value={draft.milestoneId}
        options={[{ value: '', label: t('dialog.noMilestone') }, ...milestones.map((m) => ({ value: m.id, label: m.title }))]}
        onChange={(e) => onChange({ milestoneId: e.currentTarget.value })}
      />
      <TextField
        name="progress"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        label={t('dialog.progress')}
        hint={t('dialog.progressHint')}
        value={String(draft.progress)}
        onChange={(e) => onChange({ progress: Number(e.currentTarget.value) })}
      />
      {readOnly ? (
        draft.tags.length > 0 && (
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <p className="text-sm font-medium text-fg">{t('dialog.tags')}</p>
            <ul className="flex flex-wrap gap-2">
              {draft.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-primary-soft px-3 py-0.5 text-sm text-fg">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )
      ) : (
        <div className="sm:col-span-2">
          <TagInput
            tags={draft.tags}
            onChange={(tags) => onChange({ tags })}
            label={t('dialog.tags')}
            hint={(full) => t(full ? 'dialog.tagsFull' : 'dialog.tagsHint')}
            removeLabel={(tag) => t('dialog.removeTag', { tag })}
            max={WORKSPACE_TAGS_MAX}
            tagMaxLength={40}
          />
        </div>
      )}
    </fieldset>
  );
}
