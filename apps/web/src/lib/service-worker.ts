import { readStored, writeStored } from './storage';
import { ASSETS_CACHE, PAGES_CACHE } from './offline-caches';

// The app's side of the service worker (issue 28 §1, ADR 070): registers /sw.js after the first
// paint, keeps what this first page loaded (the worker starts after it), says when a new version
// waits, and holds the browser's install offer for the moment the app chooses to show it.

/** The browser's install offer (Chromium's beforeinstallprompt), kept until shown. */
export interface InstallOffer {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface State {
  /** Applies the waiting version (the page reloads once it takes over); null when none waits. */
  update: (() => void) | null;
  install: InstallOffer | null;
}

let state: State = { update: null, install: null };
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

export const workerState = (): State => state;
export function onWorkerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const installOfferUsed = () => set({ install: null });
/** A new version waits; `apply` lets it take over (the page then reloads). */
export const offerUpdate = (apply: () => void) => set({ update: apply });
/** Back to nothing waiting and nothing offered (a test's clean slate; a page starts so). */
export const resetWorkerState = () => set({ update: null, install: null });
/** The browser says the app can be installed: its offer, kept for InstallOffer. */
export const holdInstallOffer = (offer: InstallOffer) => set({ install: offer });

const VISITS = 'sl-visits';
const COUNTED = 'sl-visit-counted';

/** Visits of this browser: one per browser session (a tab opened after the browser was closed). */
function countVisit(): number {
  let visits = Number(readStored(VISITS)) || 0;
  try {
    if (!sessionStorage.getItem(COUNTED)) {
      sessionStorage.setItem(COUNTED, '1');
      writeStored(VISITS, String((visits += 1)));
    }
  } catch {
    // Storage refused (a private window): every visit is the first.
  }
  return visits;
}
export const visitCount = (): number => Number(readStored(VISITS)) || 0;

/** The scripts, styles and page this first load fetched before the worker existed, now kept for offline. */
async function keepThisPage(answeredByWorker: boolean): Promise<void> {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const assetCache = await caches.open(ASSETS_CACHE);
  // From the browser's own cache (the files are immutable): nothing is downloaded twice.
  const keep = async (path: string) => {
    if (!(await assetCache.match(path))) await assetCache.add(path).catch(() => undefined);
  };
  await Promise.all(assets.map(keep));
  // A page the worker answered is kept by it already: asking again would fetch it twice.
  if (location.pathname.startsWith('/app/') && !answeredByWorker)
    await (await caches.open(PAGES_CACHE)).add(location.pathname).catch(() => undefined);
}

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  countVisit();
  const answeredByWorker = Boolean(navigator.serviceWorker.controller);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own banner: the app offers it once, at a good moment (InstallOffer).
    event.preventDefault();
    holdInstallOffer(event as unknown as InstallOffer);
  });
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
    worker.addEventListener('waiting', () =>
      offerUpdate(() => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      }),
    );
    await worker.register();
    await navigator.serviceWorker.ready;
    await keepThisPage(answeredByWorker);
  };
  const go = () => void start().catch(() => undefined);
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
