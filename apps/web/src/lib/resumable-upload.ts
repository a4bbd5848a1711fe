import { ATTACHMENT_CHUNK_BYTES } from '@skilllink/contracts/message-attachment-constants';
import type { MessageAttachment, Upload } from '@skilllink/contracts/message-attachments';
import { api, ApiError, apiErrorOf, csrfHeader } from './api';
import { reportReachable } from './connectivity';
import { currentLanguage } from './i18n';

// A file sent in chunks that survives a dropped connection (issue 28 §5, ADR 072): create the
// upload, PATCH ATTACHMENT_CHUNK_BYTES at a time saying where each starts, and after a failure
// ask the server how far it got and go on from there, so a phone on a flaky link never sends
// the same bytes twice. fetch, not XHR: a chunk is small, so progress per chunk is enough.

const UPLOADS = '/api/v1/messages/uploads';
const uploadPath = (id: string) => `${UPLOADS}/${encodeURIComponent(id)}`;
/** Consecutive failed tries before giving up for now (the caller keeps the upload id for later). */
const TRIES = 4;
const FIRST_WAIT_MS = 1000;

export interface UploadOptions {
  /** The id of an upload started earlier (after a reload): resumed, not started again. */
  uploadId?: string;
  /** Called once the server made the upload: keep the id to resume it after a reload. */
  onCreated?: (uploadId: string) => void;
  /** Bytes the server has, after each chunk. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Waits between tries (tests pass an immediate one). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Upload cancelled', 'AbortError'));
      },
      { once: true },
    );
  });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
/** Worth trying again: the network dropped or the server had trouble. */
const transient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** One chunk, with the same conventions as api() (cookies, CSRF echo, language, reachability). */
async function sendChunk(id: string, offset: number, chunk: Blob, signal?: AbortSignal): Promise<Upload> {
  let response: Response;
  try {
    response = await fetch(uploadPath(id), {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        ...csrfHeader(),
      },
      body: chunk,
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    reportReachable(false);
    throw new ApiError(0, 'network_error', 'Network error');
  }
  reportReachable(true);
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (response.ok) return data as Upload;
  const error = apiErrorOf(response.status, data, response.headers.get('retry-after'), response.statusText);
  if (response.status === 409) {
    // Where the server is: in the answer's header, or its body (error.offset or offset).
    const body = data as { offset?: unknown; error?: { offset?: unknown } } | undefined;
    const offsetAt = Number(response.headers.get('upload-offset') ?? body?.error?.offset ?? body?.offset ?? NaN);
    throw Object.assign(error, { offset: Number.isInteger(offsetAt) ? offsetAt : undefined });
  }
  throw error;
}

/** How far an upload got (null: the server no longer knows it, e.g. it expired). */
async function offsetOf(id: string, signal?: AbortSignal): Promise<Upload | null> {
  try {
    return await api<Upload>(uploadPath(id), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Sends `file` and resolves with the attachment the server made of it. A refusal (type, size)
 * rejects with its ApiError at once; network trouble or a server error is tried again with a
 * growing wait, resuming from the server's offset, and after a few failures rejects with the
 * last error (status 0 or 5xx): the caller tries later with the same `uploadId`.
 */
export async function uploadFile(file: Blob, name: string, options: UploadOptions = {}): Promise<MessageAttachment> {
  const { signal, onProgress, wait = sleep } = options;
  let id = options.uploadId;
  let upload: Upload | null = null;
  let failures = 0;
  for (;;) {
    try {
      if (id && !upload) upload = await offsetOf(id, signal);
      if (!upload || !id) {
        upload = await api<Upload>(UPLOADS, { method: 'POST', body: { name, size: file.size }, signal });
        id = upload.id;
        options.onCreated?.(id);
      }
      onProgress?.(upload.offset, file.size);
      if (upload.attachment) return upload.attachment;
      signal?.throwIfAborted();
      const end = Math.min(upload.offset + ATTACHMENT_CHUNK_BYTES, file.size);
      upload = await sendChunk(id, upload.offset, file.slice(upload.offset, end), signal);
      failures = 0;
    } catch (error) {
      if (isAbort(error)) throw error;
      const serverOffset = (error as { offset?: number }).offset;
      const conflict = error instanceof ApiError && error.status === 409;
      if (!transient(error) && !conflict) throw error;
      failures += 1;
      // Offline: no use waiting here; the outbox sends it when the connection is back.
      if (failures >= TRIES || (error instanceof ApiError && error.status === 0 && !navigator.onLine)) throw error;
      if (conflict && upload) {
        // The server is elsewhere (a chunk it got whose answer was lost): go on from its offset.
        // All of it is there (the last answer was lost): ask for the finished upload.
        upload = serverOffset === undefined || serverOffset >= file.size ? null : { ...upload, offset: serverOffset };
        continue;
      }
      await wait(FIRST_WAIT_MS * 2 ** (failures - 1), signal);
      // Ask the server where it is before sending more (it may have kept part of the lost chunk).
      upload = null;
    }
  }
}

/** Stops an upload and lets the server drop its bytes; failures are ignored (it expires anyway). */
export async function cancelUpload(uploadId: string): Promise<void> {
  await api(uploadPath(uploadId), { method: 'DELETE' }).catch(() => undefined);
}
