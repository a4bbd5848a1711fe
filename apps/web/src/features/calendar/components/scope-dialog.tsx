import { EDIT_SCOPES, type EditScope } from '@skilllink/contracts/calendar-constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/use-translation';

export type ScopeAction = 'edit' | 'delete' | 'move' | 'resize';

interface Props {
  action: ScopeAction | null;
  /** The member's choice, or null when they cancel (Escape, Cancel, outside click). */
  onAnswer: (scope: EditScope | null) => void;
}

/** "This event / This and following events / All events", as Google Calendar asks for a series. */
export function ScopeDialog({ action, onAnswer }: Props) {
  const { t } = useTranslation('calendar');
  const [scope, setScope] = useState<EditScope>('this');
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onAnswer(null);
      }}
    >
      {action && (
        <DialogContent title={t(`scope.${action}`)}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onAnswer(scope);
              setScope('this');
            }}
          >
            <fieldset className="flex flex-col gap-1">
              <legend className="sr-only">{t('scope.legend')}</legend>
              {EDIT_SCOPES.map((s) => (
                <label key={s} className="flex min-h-11 cursor-pointer items-center gap-3 text-fg">
                  <input
                    type="radio"
                    name="scope"
                    value={s}
                    checked={scope === s}
                    className="size-5 accent-primary"
                    onChange={() => setScope(s)}
                  />
                  {t(`scope.${s}`)}
                </label>
              ))}
            </fieldset>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onAnswer(null)}>
                {t('scope.cancel')}
              </Button>
              <Button type="submit">{t('scope.ok')}</Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
