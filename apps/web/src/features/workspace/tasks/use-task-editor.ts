import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { fetchFreshTask, useCreateTask, useSaveTask } from './api';
import { draftOf, inputOf, newDraft, type TaskDraft } from './task-draft';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import './i18n';

interface EditorOptions {
  projectId: string;
  myId: string | undefined;
  /** null: a new task. */
  task: WorkspaceTask | null;
  initialStatus?: TaskStatusName;
  onDone: () => void;
}

/**
 * The task dialog's state: the draft, the copy it was started from (whose version a save
 * sends), and what the server said. A 409 keeps the draft: "Reload the task" swaps only the
 * copy underneath (so the next save is against the latest version) and offers theirs.
 */
export function useTaskEditor({ projectId, myId, task, initialStatus, onDone }: EditorOptions) {
  const { t } = useTranslation('workspace-tasks');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const create = useCreateTask(projectId);
  const save = useSaveTask(projectId);
  const [base, setBase] = useState(task);
  const [draft, setDraft] = useState<TaskDraft>(() => (task ? draftOf(task) : newDraft(myId, initialStatus)));
  const [titleError, setTitleError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState<WorkspaceTask | null>(null);
  const [reloading, setReloading] = useState(false);

  const change = (next: Partial<TaskDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if ('title' in next) setTitleError(undefined);
  };

  const failed = (caught: unknown) => {
    if (caught instanceof ApiError && caught.code === 'workspace_task_changed') {
      setConflict(caught.message);
      setReloaded(null);
    } else if (caught instanceof ApiError && caught.fields.title) setTitleError(errorMessage(caught));
    else setError(errorMessage(caught));
  };

  /** Returns false when nothing was sent (the title is empty), for the form to focus it. */
  const submit = (): boolean => {
    setError(null);
    if (!draft.title.trim()) {
      setTitleError(t('dialog.titleRequired'));
      return false;
    }
    const done = (message: string) => () => {
      toast(message, 'success');
      onDone();
    };
    if (base)
      save.mutate({ taskId: base.id, input: inputOf(draft, base.version) }, { onSuccess: done(t('dialog.saved')), onError: failed });
    else create.mutate(inputOf(draft), { onSuccess: done(t('dialog.created')), onError: failed });
    return true;
  };

  const reload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      const fresh = await fetchFreshTask(queryClient, projectId, base.id);
      setConflict(null);
      if (!fresh) return setError(t('dialog.gone'));
      setBase(fresh);
      setReloaded(fresh);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setReloading(false);
    }
  };

  const takeTheirs = () => {
    if (reloaded) setDraft(draftOf(reloaded));
    setReloaded(null);
    setTitleError(undefined);
  };

  return {
    base,
    draft,
    change,
    submit,
    busy: create.isPending || save.isPending,
    titleError,
    error,
    conflict,
    reload,
    reloading,
    reloaded,
    takeTheirs,
  };
}
