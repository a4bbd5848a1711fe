import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { options } from 'preact';
import { i18n } from '../lib/i18n';
import { reportReachable } from '../lib/connectivity';
import { rereadDataSaver } from '../lib/data-saver';
import { resetWorkerState } from '../lib/service-worker';
import { initTheme } from '../lib/theme';

// The app runs on Preact (ADR 045). React runs a render's effects by the time the test sees its output;
// Preact waits for the next animation frame. Tests that act right after the DOM appears (play
// a video, answer a held request, type) would act before listeners and fetches exist. Run
// effects right after the render's microtask instead, as close to React's order as Preact gets.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

// The first visit to a lazy route transforms its modules on the fly; under a full parallel
// run on a busy machine that has taken longer than 4 s (the test's own limit is 30 s).
configure({ asyncUtilTimeout: 15_000 });

/** Component tests have no server to hold a realtime socket with: the app shell's socket opens and stays silent. */
class SilentSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onmessage = null;
  onclose = null;
  close() {
    this.readyState = 3;
  }
}

beforeEach(async () => {
  vi.stubGlobal('WebSocket', SilentSocket);
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Module state of the offline pieces: the server answers, no new version, no install offer.
  reportReachable(true);
  resetWorkerState();
  rereadDataSaver();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  // The theme store is module state; re-read it from the now empty storage.
  initTheme();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
