import { Pencil, Trash } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Edit and delete icon buttons, named after the item for screen readers. */
export function ItemActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex shrink-0">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('actions.edit', { item: label })}>
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t('actions.delete', { item: label })}>
        <Trash className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
