import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';

/** The inline "Are you sure…? This action cannot be undone." confirmation, in place of confirm(). */
export function DeletePanel({ busy, onConfirm, onCancel }: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('calendar');
  return (
    <div
      role="alertdialog"
      aria-labelledby="calendar-delete-text"
      className="flex flex-col gap-3 rounded-lg border border-danger bg-danger-soft p-4"
    >
      <p id="calendar-delete-text" className="font-medium text-fg">
        {t('delete.panel')}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {t('delete.no')}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {busy ? t('delete.deleting') : t('delete.yes')}
        </Button>
      </div>
    </div>
  );
}
