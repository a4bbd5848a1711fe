import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@skilllink/contracts/constants';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { usePhotoMutation } from '../api/photo';
import '../i18n';

const ACCEPT = [...PHOTO_TYPES, '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');

/**
 * The file's first bytes, as the server will judge them: a text file renamed .png is caught
 * at once instead of after Save. (The server still checks and re-encodes; this only helps.)
 */
async function looksLikeImage(file: File): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  return (
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    ascii(1, 4) === 'PNG' ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
  );
}

/** Upload area with preview, Save Photo and Cancel. The server has the last word on the bytes. */
export function PhotoDialog({ open, onOpenChange, hasPhoto }: { open: boolean; onOpenChange: (open: boolean) => void; hasPhoto: boolean }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const upload = usePhotoMutation('upload');
  const remove = usePhotoMutation('remove');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;
  // Each preview URL holds the file in memory until revoked: release it when it is replaced.
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);

  function reset() {
    setChosen(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  }

  function refuse(text: string) {
    reset();
    setProblem(text);
    // Keep the keyboard in the dialog, on the file picker, ready for another try.
    input.current?.focus();
  }

  async function choose(picked: File | undefined) {
    if (!picked) return;
    if (picked.size > PHOTO_MAX_BYTES) return refuse(t('photo.tooLarge'));
    if (!(PHOTO_TYPES as readonly string[]).includes(picked.type) || !(await looksLikeImage(picked))) return refuse(t('photo.wrongType'));
    setProblem(null);
    setChosen({ file: picked, preview: URL.createObjectURL(picked) });
  }

  function close(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  async function save() {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast(t('photo.saved'), 'success');
      close(false);
    } catch (error) {
      // The server's own verdict on the bytes uses the same two sentences as the browser.
      const code = error instanceof ApiError ? error.code : '';
      refuse(code === 'photo_too_large' ? t('photo.tooLarge') : code === 'photo_invalid_type' ? t('photo.wrongType') : errorMessage(error));
    }
  }

  async function removePhoto() {
    try {
      await remove.mutateAsync(undefined);
      toast(t('photo.removed'), 'success');
      close(false);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={t('photo.title')} description={t('photo.hint')}>
        <div className="flex flex-col gap-4">
          {problem && <Alert>{problem}</Alert>}
          <label
            htmlFor={inputId}
            onDragOver={(e) => e.preventDefault()}
            onDrop={onDrop}
            className="flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border-strong p-6 text-center hover:bg-surface-2 focus-within:ring-2 focus-within:ring-primary"
          >
            {preview ? (
              <img src={preview} alt={t('photo.preview')} className="size-40 rounded-full object-cover" width={160} height={160} />
            ) : (
              <ImageUp className="size-10 text-primary" aria-hidden="true" />
            )}
            <span className="font-medium text-fg">{file ? file.name : t('photo.drop')}</span>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {hasPhoto ? (
              <Button variant="ghost" onClick={removePhoto} busy={remove.isPending}>
                {t('photo.remove')}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex gap-3">
              <Button variant="secondary" onClick={() => close(false)}>
                {t('photo.cancel')}
              </Button>
              <Button onClick={save} disabled={!file} busy={upload.isPending}>
                {upload.isPending ? t('photo.saving') : t('photo.save')}
              </Button>
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
