import type { WorkspaceFile } from '@skilllink/contracts/workspace-files';
import { Download, FileText, Image as ImageIcon, Trash2 } from 'lucide-react';
import { buttonClasses, Button } from '../../../components/ui/button';
import { RelativeTime } from '../../../components/ui/relative-time';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { linkExpiring } from './api';
import { megabytes, typeName } from './format';
import './i18n';

interface FileRowProps {
  file: WorkspaceFile;
  canDelete: boolean;
  onDelete: (file: WorkspaceFile) => void;
  /** Downloads the file through a link signed just now. */
  onStaleLink: (file: WorkspaceFile) => Promise<void>;
}

/** One file: its preview or icon, name, size, type, category, who and when; download, and delete when allowed. */
export function FileRow({ file, canDelete, onDelete, onStaleLink }: FileRowProps) {
  const { t } = useTranslation('workspace-files');
  const type = typeName(file.mime) ?? t(`kind.${file.kind}`);
  return (
    <li className="flex items-center gap-3 py-3">
      {file.thumbnailUrl ? (
        <img
          src={file.thumbnailUrl}
          alt={t('files.preview', { name: file.name })}
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-lg border border-border bg-surface-2 object-cover"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-primary" aria-hidden="true">
          {file.kind === 'image' ? <ImageIcon className="size-6" /> : <FileText className="size-6" />}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-medium text-fg" title={file.name}>
          {file.name}
        </span>
        <span className="text-sm text-muted tabular-nums">
          {t('size', { mb: megabytes(file.size, currentLanguage()) })} · {type} · {t(`categories.${file.category}`)}
        </span>
        <span className="flex flex-wrap items-center gap-x-1 text-xs text-muted">
          <span>{file.uploadedBy?.name ?? t('files.removedMember')}</span>
          <span aria-hidden="true">·</span>
          <RelativeTime iso={file.uploadedAt} />
        </span>
      </div>
      <div className="flex shrink-0 gap-1">
        {/* A link the server signed for me: an attachment, whatever the browser would have done. */}
        <a
          onClick={(event) => {
            // A link about to run out (the tab slept past the list's refresh) is swapped for a fresh one first.
            if (!linkExpiring(file.downloadUrl)) return;
            event.preventDefault();
            void onStaleLink(file);
          }}
          href={file.downloadUrl}
          download={file.name}
          aria-label={t('files.downloadLabel', { name: file.name })}
          className={buttonClasses({ variant: 'ghost', size: 'icon' })}
        >
          <Download className="size-5" aria-hidden="true" />
        </a>
        {canDelete && (
          <Button variant="ghost" size="icon" aria-label={t('files.deleteLabel', { name: file.name })} onClick={() => onDelete(file)}>
            <Trash2 className="size-5 text-danger" aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  );
}
