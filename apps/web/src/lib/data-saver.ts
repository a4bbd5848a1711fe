import { readStored, writeStored } from './storage';

// Data saver (issue 28 §4): a choice of this device (it is about this connection, not the
// account). Off or on as the member set it; unset, on when the browser says Save-Data or the
// connection is 2G/3G. With it on, photos show as initials until the member asks for them on
// a page ("Show photos"), videos neither play nor load by themselves.

const KEY = 'sl-data-saver';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** What the browser says about the connection (Chromium's Network Information API). */
function slowOrSaving(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}

interface State {
  /** Whether data saver is on now. */
  on: boolean;
  /** The member chose (true) or it follows the connection (false). */
  chosen: boolean;
  /** Photos asked for on the current page. */
  photos: boolean;
}

function read(): State {
  const stored = readStored(KEY);
  const chosen = stored === 'on' || stored === 'off';
  return { on: chosen ? stored === 'on' : slowOrSaving(), chosen, photos: false };
}

/**
 * The server learns of data saver by this cookie (besides the browser's own Save-Data header):
 * its pages then preload no API answer, which the app would ask for in smaller pages (ADR 074).
 */
const COOKIE = 'sl_data_saver';
function tellServer(on: boolean): void {
  if (typeof document === 'undefined') return; // rendered on the server (sign-in pages)
  const now = document.cookie.split('; ').includes(`${COOKIE}=on`);
  if (now !== on) document.cookie = `${COOKIE}=${on ? 'on; max-age=31536000' : '; max-age=0'}; path=/; samesite=lax`;
}

let state: State | null = null;
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  tellServer(next.on);
  listeners.forEach((listener) => listener());
};

export const dataSaver = (): State => {
  if (!state) {
    state = read();
    tellServer(state.on);
  }
  return state;
};
export function onDataSaver(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member's choice, kept on this device. */
export function setDataSaver(on: boolean): void {
  writeStored(KEY, on ? 'on' : 'off');
  set({ ...dataSaver(), on, chosen: true });
}

/** "Show photos": the photos of the page on screen load (until the next page). */
export const showPhotos = (): void => set({ ...dataSaver(), photos: true });
/** A new page: photos wait again. */
export function newPage(): void {
  if (dataSaver().photos) set({ ...dataSaver(), photos: false });
}

/** Whether an image may load now. */
export const photosAllowed = (s: State = dataSaver()): boolean => !s.on || s.photos;

/**
 * How many items a list asks the server for at a time: half (at least 5) with data saver on,
 * so a slow connection pays for what fits the screen; "Show more" fetches the rest.
 */
export const pageSize = (normal: number, s: State = dataSaver()): number => (s.on ? Math.max(5, Math.ceil(normal / 2)) : normal);

/** Back to what storage and the connection say (tests; a page starts so). */
export const rereadDataSaver = (): void => set(read());
