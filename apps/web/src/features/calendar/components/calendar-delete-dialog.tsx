import type { CalendarInfo } from '@skilllink/contracts/calendar';
import type { CalendarDeleteEvents } from '@skilllink/contracts/calendar-constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCalendarMutations } from '../api/calendars';
import { calendarName } from '../model/calendars';

interface Props {
  /** The member's own calendar to delete; null: closed. */
  deleting: CalendarInfo | null;
  calendars: CalendarInfo[];
  onClose: () => void;
}

/** Deleting a calendar asks what becomes of its events: moved to another calendar, or deleted with it. */
export function CalendarDeleteDialog({ deleting, calendars, onClose }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <Dialog open={deleting !== null} onOpenChange={(open) => !open && onClose()}>
      {deleting && (
        <DialogContent title={t('calendars.deleteTitle', { name: deleting.name })}>
          <DeleteForm key={deleting.id} deleting={deleting} calendars={calendars} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DeleteForm({ deleting, calendars, onClose }: { deleting: CalendarInfo; calendars: CalendarInfo[]; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { remove } = useCalendarMutations();
  const others = calendars.filter((c) => c.id !== deleting.id);
  const [events, setEvents] = useState<CalendarDeleteEvents>('move');
  const [to, setTo] = useState(others[0]!.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate(
          { id: deleting.id, query: events === 'move' ? { events, to } : { events } },
          {
            onSuccess: () => {
              toast(t('calendars.deleted'), 'success');
              onClose();
            },
            onError: (err) => setError(errorMessage(err)),
          },
        );
      }}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-fg">{t('calendars.deleteQuestion')}</legend>
        {(['move', 'delete'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 text-fg">
            <input
              type="radio"
              name="calendar-events"
              value={choice}
              checked={events === choice}
              className="size-5 accent-primary"
              onChange={() => setEvents(choice)}
            />
            {choice === 'move' ? t('calendars.deleteMove') : t('calendars.deleteEvents')}
          </label>
        ))}
      </fieldset>
      {events === 'move' ? (
        <SelectField
          label={t('calendars.deleteTarget')}
          value={to}
          options={others.map((c) => ({ value: c.id, label: calendarName(c, t) }))}
          onChange={(e) => setTo(e.target.value)}
        />
      ) : (
        <p className="text-sm font-medium text-danger">{t('calendars.deleteWarning')}</p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('calendars.keep')}
        </Button>
        <Button type="submit" variant="danger" busy={remove.isPending}>
          {remove.isPending ? t('calendars.deleting') : t('calendars.deleteConfirm')}
        </Button>
      </div>
    </form>
  );
}
