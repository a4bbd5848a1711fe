import type { ServerAnswer } from './server-answer';

/** The element the server writes its answer into (JSON, never run as script). */
export const SERVER_ANSWER_ID = 'sl-answer';

interface Served {
  root: HTMLElement;
  /** The app, rendered off-screen until it can stand in for the server's copy. */
  app: HTMLElement;
  path: string;
}

let served: Served | null = null;

/**
 * Where the app renders. Usually #root itself; but when the server already rendered the page
 * (the sign-in forms, ADR 049), the app renders into a detached element first: its loading
 * states never replace a form the member may be typing in. takeOverServerPage() swaps it in.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!root.firstElementChild) return root;
  served = { root, app: document.createElement('div'), path: window.location.pathname };
  return served.app;
}

/** The path of the page the server rendered, while its copy is still the one on screen. */
export function servedPath(): string | null {
  return served?.path ?? null;
}

/** The server's answer to a form posted before the script arrived, written into the page. */
export function readServerAnswer(): ServerAnswer | null {
  const text = document.getElementById(SERVER_ANSWER_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerAnswer;
  } catch {
    return null;
  }
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const controls = (within: Element) => [...within.querySelectorAll<Control>('input[name], select[name], textarea[name]')];

/**
 * Puts the app's own page in place of the server's copy, carrying over what was typed, ticked
 * and focused there. Called once the app's form is rendered (or when the app went elsewhere);
 * calling it again does nothing.
 */
export function takeOverServerPage(): void {
  if (!served) return;
  const { root, app } = served;
  served = null;
  const focused = document.activeElement;
  const next = new Map(controls(app).map((control) => [control.name, control]));
  let focus: Control | undefined;
  for (const old of controls(root)) {
    const control = next.get(old.name);
    if (!control || control.type === 'hidden' || control.type === 'file') continue;
    if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
      (control as HTMLInputElement).checked = old.checked;
    } else if (old instanceof HTMLSelectElement ? old.value !== control.value : old.value !== old.defaultValue) {
      // Only what the visitor changed: a field they left alone keeps what the app filled in (?email=).
      control.value = old.value;
    }
    if (old === focused) focus = control;
  }
  root.replaceChildren(app);
  focus?.focus();
}
