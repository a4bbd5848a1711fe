import { useId, type ChangeEvent, type ReactNode } from 'react';
import { ApiError } from '../../lib/api';

/** Why a file cannot be sent: too big, or not one of the accepted types. */
export type FileProblem = 'tooLarge' | 'wrongType';

/**
 * Checked before uploading, for a fast answer; the server checks the content itself. A file
 * without a type (some phones) goes to the server, which reads its bytes.
 */
export function fileProblem(file: File, limits: { maxBytes: number; types: readonly string[] }): FileProblem | null {
  if (file.size > limits.maxBytes) return 'tooLarge';
  if (file.type && !limits.types.includes(file.type)) return 'wrongType';
  return null;
}

/** The server's refusal of an upload as a FileProblem (413, 415), or null for any other failure. */
export function uploadProblem(error: unknown): FileProblem | null {
  if (!(error instanceof ApiError)) return null;
  return error.status === 413 ? 'tooLarge' : error.status === 415 ? 'wrongType' : null;
}

interface FileFieldProps {
  label: string;
  /** Under the field; says "Uploading…" while busy. */
  hint: string;
  error: string | null;
  accept: string;
  busy: boolean;
  /** The chosen file. The input is emptied first, so choosing the same file again is heard. */
  onFile: (file: File) => void;
  /** Shown in place of the input, e.g. the file already attached. */
  replacement?: ReactNode;
  /** Beside the input, e.g. Remove. */
  action?: ReactNode;
}

/** A labelled file input that uploads as soon as a file is chosen, with its hint and error tied to it. */
export function FileField({ label, hint, error, accept, busy, onFile, replacement, action }: FileFieldProps) {
  const id = useId();
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      {replacement ?? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            type="file"
            accept={accept}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={choose}
            className="max-w-full min-w-0 text-sm text-fg file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border-strong file:bg-surface file:px-3 file:text-sm file:font-medium file:text-fg"
          />
          {action}
        </div>
      )}
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
