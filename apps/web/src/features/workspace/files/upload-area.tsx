import { WORKSPACE_FILE_CATEGORIES } from '@skilllink/contracts/workspace-file-constants';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import './i18n';

/**
 * Where files come in: a button that opens the picker (several at once) or files dropped on the
 * area, with the category they will carry. The button is the keyboard's way in; dropping is the
 * mouse's shortcut.
 */
export function UploadArea({ maxLabel, onFiles }: { maxLabel: string; onFiles: (files: File[], category: string) => void }) {
  const { t } = useTranslation('workspace-files');
  const input = useRef<HTMLInputElement>(null);
  const categoryId = useId();
  const hintId = useId();
  const [category, setCategory] = useState<string>('general');
  const [over, setOver] = useState(false);

  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(files, category);
  };
  // Native listeners: Preact names an event after its prop ("Drop") where the DOM lacks an
  // `ondrop` property, so the drag events are wired by hand.
  const area = useRef<HTMLDivElement>(null);
  const latest = useRef(take);
  useEffect(() => {
    latest.current = take;
  });
  useEffect(() => {
    const node = area.current;
    if (!node) return;
    const dragOver = (event: Event) => {
      event.preventDefault();
      setOver(true);
    };
    const dragLeave = () => setOver(false);
    const drop = (event: Event) => {
      event.preventDefault();
      setOver(false);
      latest.current((event as DragEvent).dataTransfer?.files);
    };
    node.addEventListener('dragover', dragOver);
    node.addEventListener('dragleave', dragLeave);
    node.addEventListener('drop', drop);
    return () => {
      node.removeEventListener('dragover', dragOver);
      node.removeEventListener('dragleave', dragLeave);
      node.removeEventListener('drop', drop);
    };
  }, []);

  return (
    <div
      role="group"
      aria-label={t('files.dropLabel')}
      aria-describedby={hintId}
      ref={area}
      className={cn(
        'flex flex-col gap-3 rounded-xl border-2 border-dashed px-4 py-5 transition-colors motion-reduce:transition-none sm:flex-row sm:items-end',
        over ? 'border-primary bg-surface-2' : 'border-border-strong bg-surface',
      )}
    >
      <div className="flex flex-1 flex-col gap-1">
        <p id={hintId} className="text-sm text-muted">
          {over ? t('files.dropActive') : t('files.dropHint', { max: maxLabel })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={categoryId} className="text-sm font-medium text-fg">
              {t('files.category')}
            </label>
            <select
              id={categoryId}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className="min-h-11 rounded-lg border border-border-strong bg-surface px-3 text-base text-fg"
            >
              {WORKSPACE_FILE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => input.current?.click()}>
            <Upload className="size-4" aria-hidden="true" />
            {t('files.choose')}
          </Button>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="file-input"
        onChange={(event) => {
          take(event.target.files);
          // The same file can be chosen again (after fixing it, or retrying).
          event.target.value = '';
        }}
      />
    </div>
  );
}
