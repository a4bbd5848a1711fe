import { Button } from './button';
import { Dialog, DialogContent, type ReturnFocus } from './dialog';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** Danger colour for what cannot be undone (a rejection); primary otherwise. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes on closing when not back to what had it (a menu item is gone by then). */
  returnFocus?: ReturnFocus;
}

/** Replaces confirm(): focus trapped, Escape cancels, stays open while the action runs. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onClose,
  returnFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent title={title} description={body} returnFocus={returnFocus}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button variant={tone} onClick={() => !busy && onConfirm()} busy={busy}>
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
