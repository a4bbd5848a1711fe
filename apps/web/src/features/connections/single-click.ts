import type { MouseEvent } from 'react';

/**
 * Runs `action` on a click, but not on the second click of a double click (its `detail` is 2):
 * a fast server can answer between the two, and a Follow would then be undone at once.
 * Keyboard activation (`detail` 0) always counts.
 */
export function singleClick(action: (event: MouseEvent) => void) {
  return (event: MouseEvent) => {
    if (event.detail > 1) return;
    action(event);
  };
}
