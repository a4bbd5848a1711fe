import { vi } from 'vitest';

/** One upload as the server would have received it, which the test answers when it likes. */
export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: File;
  /** Reports `loaded` of the body's bytes as sent. */
  progress(loaded: number): void;
  answer(status: number, body?: unknown): void;
}

/**
 * Replaces XMLHttpRequest at the network edge (uploads use it for their progress, as fetch
 * cannot report it); everything else still goes through the fetch stub.
 */
export function stubUploads() {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getResponseHeader() {
      return null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: File) {
      sent.push({
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded) => this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.size }),
        answer: (status, answer) => {
          this.status = status;
          this.responseText = answer === undefined ? '' : JSON.stringify(answer);
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
