import type { EditScope, EventPatch, Occurrence } from '@skilllink/contracts/calendar';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api/event-mutations';
import { isOffline, queueCreate } from '../api/offline-events';
import { changedFields, formFromOccurrence, toEventInput, type EventFormState, type FormResult } from '../model/form-state';
import type { ScopeAction } from '../components/scope-dialog';

type Ask = (action: ScopeAction) => Promise<EditScope | null>;
export type MoveOutcome = 'moved' | 'cancelled' | 'refused';
export type SaveOutcome = 'done' | 'cancelled' | Extract<FormResult, { ok: false }>['error'];

/**
 * Create, change, delete and move, each applied on screen at once (optimistic) and undone with
 * a toast when the server refuses. A series first asks which occurrences the change is for.
 */
export function useEventActions(timeZone: string, ask: Ask) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const errorMessage = useErrorMessage();
  const refused = (error: unknown) => toast(t('toast.refused', { message: errorMessage(error) }), 'error');
  /** Offline: changes to events the server has wait for the connection; says so. */
  const offlineRefused = (): boolean => {
    if (!isOffline()) return false;
    toast(t('offline.changeLater'), 'info');
    return true;
  };
  const scopeFor = async (o: Occurrence, action: ScopeAction) => (o.isRecurring ? await ask(action) : null);

  /** Resolves once the server has answered and the events are fetched again: true if it took the change. */
  const change = (occurrence: Occurrence, patch: EventPatch, scope: EditScope | null): Promise<boolean> =>
    update.mutateAsync({ occurrence, patch, scope }).then(
      () => {
        toast(t('toast.updated'), 'success');
        return true;
      },
      (error: unknown) => {
        refused(error);
        return false;
      },
    );

  async function save(occurrence: Occurrence | null, form: EventFormState): Promise<SaveOutcome> {
    const result = toEventInput(form, timeZone);
    if (!result.ok) return result.error;
    if (!occurrence && isOffline()) {
      // Kept on the device and sent once on reconnect (ADR 075); shown meanwhile, marked.
      queueCreate(result.input);
      toast(t('offline.queued'), 'info');
      return 'done';
    }
    if (!occurrence) {
      create.mutate(result.input, { onError: refused, onSuccess: () => toast(t('toast.created'), 'success') });
      return 'done';
    }
    // Only new events wait on the device (ADR 075): a change to one the server has could meet a
    // change made elsewhere meanwhile. Nothing is lost: the form stays open with what was typed.
    if (offlineRefused()) return 'cancelled';
    const before = toEventInput(formFromOccurrence(occurrence, timeZone), timeZone);
    const patch = before.ok ? changedFields(before.input, result.input) : result.input;
    if (Object.keys(patch).length === 0) return 'done';
    const scope = await scopeFor(occurrence, 'edit');
    if (occurrence.isRecurring && !scope) return 'cancelled';
    void change(occurrence, patch, scope);
    return 'done';
  }

  async function destroy(occurrence: Occurrence): Promise<boolean> {
    if (offlineRefused()) return false;
    const scope = await scopeFor(occurrence, 'delete');
    if (occurrence.isRecurring && !scope) return false;
    remove.mutate({ occurrence, scope }, { onError: refused, onSuccess: () => toast(t('toast.deleted'), 'success') });
    return true;
  }

  /**
   * A drop or a keyboard move (new times, same duration), or a resize (a new end; `action`
   * 'resize'): a series asks the same this/following/all question either way. `revert` undoes a
   * cancelled drag. Resolves with the outcome once the server has answered (and the events are
   * fetched again).
   */
  async function move(
    occurrence: Occurrence,
    times: Pick<Occurrence, 'start' | 'end' | 'isAllDay'>,
    revert?: () => void,
    action: Extract<ScopeAction, 'move' | 'resize'> = 'move',
  ): Promise<MoveOutcome> {
    if (offlineRefused()) {
      revert?.();
      return 'cancelled';
    }
    const scope = await scopeFor(occurrence, action);
    if (occurrence.isRecurring && !scope) {
      revert?.();
      return 'cancelled';
    }
    return (await change(occurrence, { start: times.start, end: times.end, isAllDay: times.isAllDay }, scope)) ? 'moved' : 'refused';
  }

  return { save, destroy, move, saving: create.isPending || update.isPending, deleting: remove.isPending };
}
