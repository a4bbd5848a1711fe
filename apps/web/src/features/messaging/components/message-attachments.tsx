import type { MessageAttachment } from '@skilllink/contracts/message-attachments';
import { FileText, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { photosAllowed } from '../../../lib/data-saver';
import { useHeldPhoto } from '../../../lib/data-saver-savings';
import { useDataSaver } from '../../../lib/use-data-saver';
import { useTranslation } from '../../../lib/use-translation';
import { formatSize } from '../attachment-files';
import '../i18n';

const BOX = 240;

/** The box a photo takes in the bubble: its proportions at most BOX px, so nothing jumps when it loads. */
export function boxOf(width: number | null, height: number | null): { width: number; height: number } {
  if (!width || !height) return { width: BOX, height: Math.round((BOX * 3) / 4) };
  const scale = Math.min(1, BOX / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A photo: its small thumbnail, and the full one in a dialog on a tap. With data saver on, a
 * box saying how much the thumbnail costs, and nothing fetched until the member taps it.
 */
function Photo({ attachment }: { attachment: MessageAttachment }) {
  const { t } = useTranslation('messages');
  const saver = useDataSaver();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const box = boxOf(attachment.width, attachment.height);
  const style = { width: box.width, maxWidth: '100%', aspectRatio: `${box.width} / ${box.height}` };
  useHeldPhoto(attachment.thumbnailUrl, !photosAllowed(saver) && !asked, 'thumbnail', attachment.thumbnailBytes);
  if (!photosAllowed(saver) && !asked) {
    return (
      <button
        type="button"
        onClick={() => setAsked(true)}
        style={style}
        className="flex flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-current/40 p-2 text-center text-xs"
      >
        <ImageIcon className="size-6" aria-hidden="true" />
        {t('attachments.tapToLoad', { size: formatSize(t, attachment.thumbnailBytes ?? attachment.size) })}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={t('attachments.open', { name: attachment.name })}
        onClick={() => setOpen(true)}
        style={style}
        className="block overflow-hidden rounded-lg bg-black/10"
      >
        <img
          src={attachment.thumbnailUrl ?? attachment.url}
          alt=""
          width={box.width}
          height={box.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title={attachment.name} className="max-w-3xl p-3">
            <img src={attachment.url} alt={attachment.name} className="mx-auto max-h-[75dvh] w-auto object-contain" />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/** A document: icon, name and size, downloaded on a tap. */
function Document({ attachment, own }: { attachment: MessageAttachment; own: boolean }) {
  const { t } = useTranslation('messages');
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      title={t('attachments.download', { name: attachment.name })}
      className={cn(
        'flex min-h-11 max-w-full items-center gap-2 rounded-lg px-2 py-1.5 no-underline',
        own ? 'bg-white/15 text-primary-fg' : 'bg-surface text-fg',
      )}
    >
      <FileText className="size-6 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{attachment.name}</span>
        <span className="block text-xs opacity-80">{formatSize(t, attachment.size)}</span>
      </span>
    </a>
  );
}

/** The files of a stored message, above its text. */
export function MessageAttachments({ attachments, own }: { attachments: MessageAttachment[]; own: boolean }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="mb-1 flex flex-col gap-1.5">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {attachment.kind === 'image' ? <Photo attachment={attachment} /> : <Document attachment={attachment} own={own} />}
        </li>
      ))}
    </ul>
  );
}
