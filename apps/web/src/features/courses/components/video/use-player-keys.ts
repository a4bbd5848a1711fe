import { useEffect, useRef, type RefObject } from 'react';
import type { VideoCommands } from './use-video-commands';

/** True where a key belongs to what the member is typing or choosing (fields, lists, editors). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * YouTube's shortcuts (Space/K, J/L and ←/→, ↑/↓, M, F, C) while focus is in the player or on
 * the page itself, never while typing in a field, never over an open dialog, and never taking
 * Space or Enter from a focused button or link.
 */
export function usePlayerKeys(container: RefObject<HTMLElement | null>, commands: VideoCommands, captions: boolean | null) {
  const latest = useRef({ commands, captions });
  useEffect(() => {
    latest.current = { commands, captions };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const target = event.target as HTMLElement | null;
      const box = container.current;
      const onPage = !target || target === document.body || target === document.documentElement;
      if (!box || !(onPage || box.contains(target))) return;
      if (document.querySelector('[role="dialog"]')) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if ((key === ' ' || key === 'Enter') && target?.closest('button, a, summary')) return;
      const { commands: c, captions: cc } = latest.current;
      const actions: Record<string, () => void> = {
        ' ': c.togglePlay,
        k: c.togglePlay,
        j: () => c.skip(-1),
        ArrowLeft: () => c.skip(-1),
        l: () => c.skip(1),
        ArrowRight: () => c.skip(1),
        ArrowUp: () => c.stepVolume(1),
        ArrowDown: () => c.stepVolume(-1),
        m: c.toggleMute,
        f: c.toggleFullscreen,
        c: () => cc !== null && c.setCaptions(!cc),
      };
      const action = actions[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [container]);
}
