import type { WorkspaceFile } from '@skilllink/contracts/workspace-files';
import { ApiError, apiErrorOf, csrfHeader } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { filesPath } from './api';

export interface SendFile {
  projectId: string;
  file: File;
  category: string;
  /** 0–1 as the bytes leave the browser. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as the raw body. XHR rather than fetch: only XHR reports upload progress.
 * The same headers as lib/api (CSRF echo, language) and the same ApiError on a refusal.
 */
export function sendFile({ projectId, file, category, onProgress, signal }: SendFile): Promise<WorkspaceFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${filesPath(projectId)}?${new URLSearchParams({ name: file.name, category })}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    // The server reads the type from the bytes, never from what the browser guesses.
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    for (const [name, value] of Object.entries(csrfHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as WorkspaceFile);
      else reject(apiErrorOf(xhr.status, data, xhr.getResponseHeader('retry-after'), xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
