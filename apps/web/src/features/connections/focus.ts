import { useCallback } from 'react';

/*
 * Keyboard focus around person cards. An action can take the focused button away: the card
 * leaves its list (accepted, declined, removed, unfollowed in Following), or its buttons
 * change (Accept becomes Message). The browser then drops focus to <body> and a keyboard or
 * screen reader member starts again from the top of the page. Instead focus lands on the same
 * card's first action, else the next card's (the previous one's at the end of a list), else
 * the area's heading or its one action.
 *
 * Markup: a card is an element with [data-card] (the list item), its buttons sit in
 * [data-card-actions]; an area that keeps focus has [data-focus-scope], and its heading
 * [data-focus-fallback] with tabIndex -1.
 */

/**
 * The look of a button that waits while an action is on its way. It is marked aria-disabled
 * and ignores clicks rather than `disabled`: a disabled button drops keyboard focus to <body>.
 */
export const WAITING = 'cursor-not-allowed opacity-60';

const ACTIONS = ['button:not([disabled])', 'a[href]', '[tabindex]:not([tabindex="-1"])'];
const ACTIONABLE = ACTIONS.join(', ');
const CARD_ACTIONS = ACTIONS.map((action) => `[data-card-actions] ${action}`).join(', ');

/** Where a focused element was: its card, the card's list and place in it, and the areas around. */
export interface Spot {
  element: HTMLElement;
  card: HTMLElement | null;
  list: HTMLElement | null;
  index: number;
  scopes: HTMLElement[];
}

export function spotOf(element: HTMLElement): Spot {
  const card = element.closest<HTMLElement>('[data-card]');
  const list = card?.parentElement ?? null;
  const index = card && list ? Array.prototype.indexOf.call(list.children, card) : -1;
  const scopes: HTMLElement[] = [];
  for (let scope = element.closest<HTMLElement>('[data-focus-scope]'); scope;) {
    scopes.push(scope);
    scope = scope.parentElement?.closest<HTMLElement>('[data-focus-scope]') ?? null;
  }
  return { element, card, list, index, scopes };
}

function usable(element: unknown): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && !element.hasAttribute('disabled') && !element.closest('[inert]');
}

function firstAction(card: Element): HTMLElement | null {
  return card.querySelector<HTMLElement>(CARD_ACTIONS) ?? card.querySelector<HTMLElement>(ACTIONABLE);
}

/** Where focus should be now for a member who was at `spot`. */
export function landingFor(spot: Spot): HTMLElement | null {
  if (usable(spot.element)) return spot.element;
  if (spot.card?.isConnected) {
    const action = firstAction(spot.card);
    if (action) return action;
  }
  if (spot.list?.isConnected && spot.index >= 0) {
    // The card that left is no longer counted: its place now holds the next one.
    const near = spot.list.children[spot.index] ?? spot.list.children[spot.index - 1];
    const action = near && firstAction(near);
    if (action) return action;
  }
  // No card left nearby: the area's heading, else its one action (an empty state's), else the area.
  const scope = spot.scopes.find((area) => area.isConnected);
  if (!scope) return null;
  return scope.querySelector<HTMLElement>('[data-focus-fallback]') ?? scope.querySelector<HTMLElement>(ACTIONABLE) ?? scope;
}

/**
 * For an area of cards (a tab panel, the search results): remembers where focus was inside it
 * and, when a change in the area leaves focus on <body>, puts it back near that place. Focus
 * the member moved elsewhere (a dialog, a click outside) is left alone.
 */
export function useKeepFocus<T extends HTMLElement>() {
  return useCallback((area: T | null) => {
    if (!area) return;
    let spot: Spot | null = null;
    const lost = () => {
      const active = document.activeElement;
      return !active || active === document.body;
    };
    const rescue = () => {
      if (!spot || !lost() || usable(spot.element)) return;
      landingFor(spot)?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) spot = spotOf(event.target);
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus left for nowhere while the element stays (a click on the page's background): forget it.
      if (event.relatedTarget) return;
      const left = event.target;
      window.setTimeout(() => {
        if (spot?.element === left && usable(left) && lost()) spot = null;
        else rescue();
      });
    };
    const watcher = new MutationObserver(rescue);
    watcher.observe(area, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    area.addEventListener('focusin', onFocusIn);
    area.addEventListener('focusout', onFocusOut);
    return () => {
      watcher.disconnect();
      area.removeEventListener('focusin', onFocusIn);
      area.removeEventListener('focusout', onFocusOut);
    };
  }, []);
}
