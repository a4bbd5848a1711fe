import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Replaces confirm() for messaging's two deletions: danger button, stays open while working. */
export function ConfirmDialog({ title, body, confirm, cancel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent title={title} description={body}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button variant="danger" onClick={() => !busy && onConfirm()} busy={busy}>
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
