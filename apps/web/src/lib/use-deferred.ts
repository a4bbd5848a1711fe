import { useCallback, useState } from 'react';
import { translationsReady } from './i18n';

/**
 * A popup that is closed at first paint (a menu, a panel, the phone drawer) whose code, with
 * the primitives it is built on, is fetched on first use: on a phone at 100 kbit/s those ~30 KB
 * of every signed-in page would otherwise arrive before the page itself (issue 21, ADR 044).
 *
 * Until then the caller renders a plain trigger that looks and is named the same. `warm` starts
 * the download early (pointer over, or focus on, the trigger); `open` downloads if needed and
 * then hands over the module, whose component opens itself; `opening` is true in between, for
 * the trigger to say so (on a slow network that can take a second). A failed download (offline)
 * leaves the plain trigger, and the next tap tries again. `byKeyboard` tells whether the click
 * that opened it came from a key (a click's `detail` is 0 then), for a menu to open the way a
 * key opens it (components/ui/dropdown-menu.tsx, useArrival).
 */
export function useDeferred<M>(load: () => Promise<M>): {
  loaded: M | null;
  opening: boolean;
  byKeyboard: boolean;
  warm: () => void;
  open: (click?: { detail: number }) => void;
} {
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  const [opening, setOpening] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const ready = useCallback(async () => {
    const module = await load();
    await translationsReady();
    return module;
  }, [load]);
  const warm = useCallback(() => void ready().catch(() => undefined), [ready]);
  const open = useCallback(
    (click?: { detail: number }) => {
      setByKeyboard(click?.detail === 0);
      setOpening(true);
      void ready()
        .then(
          (module) => setLoaded({ module }),
          () => undefined,
        )
        .finally(() => setOpening(false));
    },
    [ready],
  );
  return { loaded: loaded?.module ?? null, opening, byKeyboard, warm, open };
}
