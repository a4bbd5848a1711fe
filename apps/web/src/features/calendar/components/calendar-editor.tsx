import type { CalendarInfo } from '@skilllink/contracts/calendar';
import { contrastRatio, EVENT_TEXT_COLOR, isReadableCalendarColor } from '@skilllink/contracts/calendar-colors';
import { CALENDAR_NAME_MAX, OWN_CALENDARS_MAX } from '@skilllink/contracts/calendar-constants';
import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCalendarMutations } from '../api/calendars';
import { SUGGESTED_COLORS } from '../model/calendars';

interface Props {
  /** 'new' adds one; a calendar of the member's own is renamed or recoloured; null: closed. */
  editing: CalendarInfo | 'new' | null;
  onClose: () => void;
}

type Errors = { name?: string; color?: string; form?: string };

/** Add, rename or recolour one of the member's own calendars; the colour must keep event text readable (AA). */
export function CalendarEditor({ editing, onClose }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing && (
        <DialogContent title={editing === 'new' ? t('calendars.newTitle') : t('calendars.editTitle')}>
          <EditorForm key={editing === 'new' ? 'new' : editing.id} editing={editing} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditorForm({ editing, onClose }: { editing: CalendarInfo | 'new'; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { create, update } = useCalendarMutations();
  const [name, setName] = useState(editing === 'new' ? '' : editing.name);
  const [color, setColor] = useState<string>(editing === 'new' ? SUGGESTED_COLORS[0].hex : editing.color);
  const [errors, setErrors] = useState<Errors>({});
  const colorId = useId();
  const ratio = contrastRatio(color, EVENT_TEXT_COLOR).toFixed(2);
  const readable = isReadableCalendarColor(color);
  // Shown as soon as an unreadable colour is picked; the server's refusal shows until the next pick.
  const colorError = readable ? errors.color : t('calendars.colorContrast', { ratio });
  const pick = (hex: string) => {
    setColor(hex);
    setErrors((x) => ({ ...x, color: undefined }));
  };
  const busy = create.isPending || update.isPending;

  /** The server's refusals in the member's language: its codes are known, its English is not shown. */
  const fromServer = (error: unknown): Errors => {
    if (error instanceof ApiError) {
      if (error.code === 'calendar_color_contrast') return { color: t('calendars.colorContrast', { ratio }) };
      if (error.code === 'calendar_limit') return { form: t('calendars.limit', { max: OWN_CALENDARS_MAX }) };
      if (error.fields.name) return { name: t('calendars.nameRequired') };
    }
    return { form: errorMessage(error) };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    const next: Errors = {};
    if (!trimmed) next.name = t('calendars.nameRequired');
    else if (trimmed.length > CALENDAR_NAME_MAX) next.name = t('calendars.nameTooLong', { max: CALENDAR_NAME_MAX });
    setErrors(next);
    if (next.name || !readable) return;
    const done = (message: string) => () => {
      toast(message, 'success');
      onClose();
    };
    const failed = (error: unknown) => setErrors(fromServer(error));
    if (editing === 'new') create.mutate({ name: trimmed, color }, { onSuccess: done(t('calendars.created')), onError: failed });
    else update.mutate({ id: editing.id, name: trimmed, color }, { onSuccess: done(t('calendars.updated')), onError: failed });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('calendars.name')}
        value={name}
        error={errors.name}
        autoComplete="off"
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('calendars.suggested')}</legend>
        <div className="flex flex-wrap gap-1">
          {SUGGESTED_COLORS.map((c) => {
            const checked = color.toLowerCase() === c.hex;
            const label = t(`calendars.colorNames.${c.name}`);
            return (
              // The radio is the swatch itself (44 px target with its label); a tick, not only a
              // ring, marks the chosen one.
              <label key={c.hex} title={label} className="relative flex size-11 cursor-pointer items-center justify-center">
                <input
                  type="radio"
                  name="calendar-color"
                  value={c.hex}
                  aria-label={label}
                  checked={checked}
                  className="size-9 cursor-pointer appearance-none rounded-md checked:outline-2 checked:outline-offset-2 checked:outline-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  style={{ background: c.hex }}
                  onChange={() => pick(c.hex)}
                />
                {checked && (
                  <Check aria-hidden="true" className="pointer-events-none absolute size-5" style={{ color: EVENT_TEXT_COLOR }} />
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={colorId} className="text-sm font-medium text-fg">
          {t('calendars.custom')}
        </label>
        <input
          id={colorId}
          type="color"
          value={color}
          className="h-11 w-24 cursor-pointer rounded-lg border border-border-strong bg-surface p-1"
          aria-invalid={colorError ? true : undefined}
          aria-describedby={`${colorId}-contrast${colorError ? ` ${colorId}-error` : ''}`}
          onChange={(e) => pick(e.target.value)}
        />
        {/* The preview is what an event of this calendar looks like: white text on the colour. */}
        <p id={`${colorId}-contrast`} className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="rounded-md px-2 py-1 font-medium" style={{ background: color, color: EVENT_TEXT_COLOR }}>
            {t('calendars.preview')}
          </span>
          {t('calendars.contrast', { ratio })}
        </p>
        {colorError && (
          <p id={`${colorId}-error`} className="text-sm font-medium text-danger">
            {colorError}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('calendars.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('calendars.saving') : t('calendars.save')}
        </Button>
      </div>
    </form>
  );
}
