import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateProject } from '../api/keys';
import { megabytes } from './format';
import { sendFile } from './upload';
import './i18n';

export interface UploadItem {
  key: string;
  file: File;
  category: string;
  status: 'waiting' | 'uploading' | 'failed';
  /** 0–1. */
  progress: number;
  error?: string;
  /** A refusal worth another try (the network, the server); not a file too big to ever go. */
  retryable?: boolean;
}

let counter = 0;

/**
 * The files a member is sending: one at a time (on a slow line the first finishes sooner than
 * if all shared it), each with its progress; a failed one stays with its reason until retried
 * or dismissed. Files that are too big or empty fail here, before a byte is sent.
 */
export function useUploads(projectId: string, maxBytes: number) {
  const { t } = useTranslation('workspace-files');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  // The queue as the callbacks see it (state is a render behind) and the upload on its way.
  const queue = useRef<UploadItem[]>([]);
  const current = useRef<AbortController | null>(null);

  const update = (next: (all: UploadItem[]) => UploadItem[]) => {
    queue.current = next(queue.current);
    setItems(queue.current);
  };
  const change = (key: string, patch: Partial<UploadItem>) => update((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  /** Starts the next waiting file unless one is on its way; called by every event that adds or frees one. */
  const pump = () => {
    const next = queue.current.find((i) => i.status === 'waiting');
    if (current.current || !next) return;
    const controller = new AbortController();
    current.current = controller;
    change(next.key, { status: 'uploading', progress: 0 });
    const done = () => {
      current.current = null;
      if (!controller.signal.aborted) pump();
    };
    sendFile({
      projectId,
      file: next.file,
      category: next.category,
      signal: controller.signal,
      onProgress: (share) => change(next.key, { progress: share }),
    }).then(
      () => {
        update((all) => all.filter((i) => i.key !== next.key));
        toast(t('files.uploaded', { name: next.file.name }), 'success');
        void invalidateProject(queryClient, projectId);
        done();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) change(next.key, { status: 'failed', error: errorMessage(error), retryable: true });
        done();
      },
    );
  };

  // Leaving the tab stops the file on its way (the server keeps nothing half-sent).
  useEffect(() => () => current.current?.abort(), []);

  return {
    items,
    add(files: File[], category: string) {
      const mb = (bytes: number) => t('size', { mb: megabytes(bytes, currentLanguage()) });
      const added = files.map((file): UploadItem => {
        const key = `u${(counter += 1)}`;
        const base = { key, file, category, progress: 0 };
        if (file.size > maxBytes)
          return { ...base, status: 'failed', error: t('files.tooLarge', { size: mb(file.size), max: mb(maxBytes) }) };
        if (file.size === 0) return { ...base, status: 'failed', error: t('files.emptyFile') };
        return { ...base, status: 'waiting' };
      });
      update((all) => [...all, ...added]);
      pump();
    },
    retry(key: string) {
      change(key, { status: 'waiting', progress: 0, error: undefined });
      pump();
    },
    dismiss: (key: string) => update((all) => all.filter((i) => i.key !== key)),
  };
}
