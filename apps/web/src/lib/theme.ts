import { useSyncExternalStore } from 'react';
import type { Theme } from '@skilllink/contracts/auth';
import { readStored, writeStored } from './storage';

/** Same key as the inline script in index.html, which applies it before first paint. */
export const THEME_KEY = 'sl-theme';

type Listener = () => void;
const listeners = new Set<Listener>();

function systemTheme(): Theme {
  // The server rendering a page (ADR 049) has no screen: light, which the page's script corrects.
  if (typeof window === 'undefined') return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function storedTheme(): Theme | null {
  const value = readStored(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

let current: Theme = storedTheme() ?? systemTheme();

function apply(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function getTheme(): Theme {
  return current;
}

/** Applies and remembers a theme on this device; syncing to the account is the caller's job. */
export function setTheme(theme: Theme): void {
  current = theme;
  writeStored(THEME_KEY, theme);
  apply(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, getTheme);
}

/** Re-reads storage and the system; used at start-up (index.html's inline script already painted it). */
export function initTheme(): void {
  current = storedTheme() ?? systemTheme();
  apply(current);
}
