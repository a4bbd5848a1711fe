import type { CalendarInfo, Occurrence } from '@skilllink/contracts/calendar';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/use-translation';
import { eventPath } from '../api/keys';
import type { EventFormState } from '../model/form-state';
import { targetId } from '../model/occurrence';
import type { SaveOutcome } from '../hooks/use-event-actions';
import { DeletePanel } from './delete-panel';
import { EventForm } from './event-form';

export interface EditorState {
  /** null: a new event. */
  occurrence: Occurrence | null;
  initial: EventFormState;
  /** Changes when the dialog opens again, so the form starts from `initial`. */
  key: number;
}

interface Props {
  editor: EditorState | null;
  /** The member's calendars, for the form's Calendar choice. */
  calendars: CalendarInfo[];
  timeZone: string;
  saving: boolean;
  deleting: boolean;
  onSave: (occurrence: Occurrence | null, form: EventFormState) => Promise<SaveOutcome>;
  onDelete: (occurrence: Occurrence) => Promise<boolean>;
  onClose: () => void;
}

/** Add or edit an event; saving and deleting close it once the change is on its way. */
export function EventDialog({ editor, calendars, timeZone, saving, deleting, onSave, onDelete, onClose }: Props) {
  const { t } = useTranslation('calendar');
  const [error, setError] = useState<'titleRequired' | 'endBeforeStart' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setError(null);
    setConfirming(false);
    onClose();
  };
  const occurrence = editor?.occurrence ?? null;
  const footer = occurrence && (
    <>
      <a href={`${eventPath(targetId(occurrence))}/ics`} download className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        <Download className="size-4" aria-hidden="true" />
        {t('form.download')}
      </a>
      <Button variant="ghost" size="sm" className="mr-auto text-danger" onClick={() => setConfirming(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('form.delete')}
      </Button>
    </>
  );
  return (
    <Dialog open={editor !== null} onOpenChange={(open) => !open && close()}>
      {editor && (
        <DialogContent title={occurrence ? t('form.editTitle') : t('form.newTitle')} className="max-w-2xl">
          {confirming && occurrence ? (
            <DeletePanel
              busy={deleting}
              onCancel={() => setConfirming(false)}
              onConfirm={async () => {
                if (await onDelete(occurrence)) close();
                else setConfirming(false);
              }}
            />
          ) : (
            <EventForm
              key={editor.key}
              initial={editor.initial}
              calendars={calendars}
              timeZone={timeZone}
              busy={saving}
              error={error}
              canMove={occurrence !== null}
              footer={footer}
              onCancel={close}
              onSubmit={async (form) => {
                const outcome = await onSave(occurrence, form);
                if (outcome === 'done') close();
                else if (outcome !== 'cancelled') setError(outcome);
              }}
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
