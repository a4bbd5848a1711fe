import { WORKSPACE_FILE_MAX_BYTES } from '@skilllink/contracts/workspace-file-constants';
import type { WorkspaceFile } from '@skilllink/contracts/workspace-files';
import { useQueryClient } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { freshLink, useDeleteFile, useFiles } from './api';
import { FileRow } from './file-row';
import { megabytes } from './format';
import { UploadArea } from './upload-area';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';
import './i18n';

export interface FilesTabProps {
  projectId: string;
  /** Lead or member of an active project: may upload (the server checks it again). */
  canEdit: boolean;
  isLead: boolean;
  /** The reader's member id: they delete what they uploaded. */
  myId: string;
}

function FilesLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/**
 * The Files tab (issue 23 item 5): upload several files at once (picker or drag-and-drop) with
 * a bar each, then the project's files, newest first, with previews for images. Downloads are
 * links the server signed for this member; the uploader or a lead deletes, after confirming.
 */
export function FilesTab({ projectId, canEdit, isLead, myId }: FilesTabProps) {
  const { t } = useTranslation('workspace-files');
  const id = useId();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const files = useFiles(projectId);
  const remove = useDeleteFile();
  const uploads = useUploads(projectId, files.data?.maxFileBytes ?? WORKSPACE_FILE_MAX_BYTES);
  const [deleting, setDeleting] = useState<WorkspaceFile | null>(null);
  const queryClient = useQueryClient();

  const downloadFresh = async (file: WorkspaceFile) => {
    try {
      const url = await freshLink(queryClient, projectId, file.id);
      if (!url) return;
      // A link clicked for the member: the browser saves the attachment and the page stays.
      const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
      link.click();
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  };
  const mb = (bytes: number) => t('size', { mb: megabytes(bytes, currentLanguage()) });

  const confirmDelete = (file: WorkspaceFile) =>
    remove.mutate(
      { projectId, fileId: file.id },
      {
        onSuccess: () => {
          setDeleting(null);
          toast(t('files.deleted', { name: file.name }), 'success');
        },
        onError: (error) => {
          setDeleting(null);
          toast(errorMessage(error), 'error');
        },
      },
    );

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-fg">
          {t('files.title')}
        </h2>
        {files.data && (
          <span className="text-sm text-muted tabular-nums">
            {t('files.usage', { used: mb(files.data.usedBytes), quota: mb(files.data.quotaBytes) })}
          </span>
        )}
      </div>
      {canEdit ? (
        <UploadArea maxLabel={mb(files.data?.maxFileBytes ?? WORKSPACE_FILE_MAX_BYTES)} onFiles={uploads.add} />
      ) : (
        <p className="text-sm text-muted">{t('files.readOnly')}</p>
      )}
      <UploadList items={uploads.items} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
      <QueryState
        query={files}
        errorTitle={t('files.error')}
        loading={<FilesLoading label={t('files.loading')} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<FolderOpen className="size-8" aria-hidden="true" />}
            title={t('files.empty')}
            body={canEdit ? t('files.emptyBody') : t('files.emptyReadOnly')}
          />
        }
      >
        {(data) => (
          <ul
            aria-label={t('files.listLabel')}
            className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface px-3 sm:px-4"
          >
            {data.items.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                canDelete={canEdit && (isLead || file.uploadedBy?.id === myId)}
                onDelete={setDeleting}
                onStaleLink={downloadFresh}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {deleting && (
        <ConfirmDialog
          title={t('files.deleteTitle', { name: deleting.name })}
          body={t('files.deleteBody')}
          confirm={t('files.deleteConfirm')}
          cancel={t('files.cancel')}
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
