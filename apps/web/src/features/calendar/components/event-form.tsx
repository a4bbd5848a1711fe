import type { CalendarInfo } from '@skilllink/contracts/calendar';
import { EVENT_CATEGORIES } from '@skilllink/contracts/calendar-constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import { calendarName } from '../model/calendars';
import { withStart, type EventFormState } from '../model/form-state';
import { AttendeesField } from './attendees-field';
import { MoveControls } from './move-controls';
import { RecurrenceFields } from './recurrence-fields';
import { RemindersField } from './reminders-field';

interface Props {
  initial: EventFormState;
  calendars: CalendarInfo[];
  timeZone: string;
  busy: boolean;
  /** The form's verdict on the title (required) or the times; shown inline, nothing is sent. */
  error: 'titleRequired' | 'endBeforeStart' | null;
  onSubmit: (form: EventFormState) => void;
  onCancel: () => void;
  /** Move controls appear for an existing event. */
  canMove?: boolean;
  footer?: ReactNode;
}

/** The event form: every field, the start/end rule, and its inline messages. */
export function EventForm({ initial, calendars, timeZone, busy, error, onSubmit, onCancel, canMove, footer }: Props) {
  const { t } = useTranslation('calendar');
  const [form, setForm] = useState(initial);
  const set = (patch: Partial<EventFormState>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(form);
  };
  const titleError = error === 'titleRequired' ? t('form.titleRequired') : undefined;
  const timeError = error === 'endBeforeStart' ? t('form.endBeforeStart') : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('form.title')}
        name="title"
        value={form.title}
        error={titleError}
        autoComplete="off"
        onChange={(e) => set({ title: e.target.value })}
      />
      <Checkbox label={t('form.allDay')} checked={form.isAllDay} onChange={(e) => set({ isAllDay: e.target.checked })} />
      {/* One field a row on phones: two columns at 360 px left a date input ~130 px wide, and the
          browser cut its year ("11/26/202"; ADR 034). */}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('form.startDate')}
          type="date"
          required
          value={form.startDate}
          onChange={(e) => setForm((f) => withStart(f, e.target.value, f.startTime, timeZone))}
        />
        {!form.isAllDay && (
          <TextField
            label={t('form.startTime')}
            type="time"
            required
            value={form.startTime}
            onChange={(e) => setForm((f) => withStart(f, f.startDate, e.target.value, timeZone))}
          />
        )}
        <TextField
          label={t('form.endDate')}
          type="date"
          required
          value={form.endDate}
          min={form.startDate}
          onChange={(e) => set({ endDate: e.target.value })}
        />
        {!form.isAllDay && (
          <TextField
            label={t('form.endTime')}
            type="time"
            required
            value={form.endTime}
            error={timeError}
            onChange={(e) => set({ endTime: e.target.value })}
          />
        )}
      </div>
      {canMove && <MoveControls form={form} timeZone={timeZone} onMove={setForm} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('form.calendar')}
          value={form.calendarId}
          options={calendars.map((c) => ({ value: c.id, label: calendarName(c, t) }))}
          onChange={(e) => set({ calendarId: e.target.value })}
        />
        <SelectField
          label={t('form.category')}
          value={form.category}
          options={EVENT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          onChange={(e) => set({ category: e.target.value as EventFormState['category'] })}
        />
      </div>
      <TextField label={t('form.location')} value={form.location} onChange={(e) => set({ location: e.target.value })} />
      <TextAreaField label={t('form.description')} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      <RecurrenceFields form={form} set={set} />
      <RemindersField value={form.reminders} onChange={(reminders) => set({ reminders })} />
      <AttendeesField value={form.attendees} onChange={(attendees) => set({ attendees })} />
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
        {footer}
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
