import { createContext, forwardRef, useContext, useId, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';

/*
 * Tabs as WAI-ARIA's tabs pattern asks: a tablist of tab buttons, one tab stop (the selected
 * tab); Left/Right (and Up/Down) move to the previous/next tab and select it, Home/End the
 * first/last; only the selected panel is rendered. Our own rather than Radix's (ADR 050): the
 * connections and profile pages carried Radix Tabs' roving focus, collection and presence code
 * into their first load, and its presence reads computed styles while the page first renders.
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: string;
}

/** The look of a tab in a row of tabs over an underline (screens with their own look pass theirs). */
export const tabTriggerClasses =
  'min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium text-muted hover:text-fg ' +
  'data-[state=active]:border-primary data-[state=active]:text-fg';

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('TabTrigger and TabPanel belong inside <Tabs>');
  return state;
}

const tabId = (state: TabsState, value: string) => `${state.id}-tab-${value}`;
const panelId = (state: TabsState, value: string) => `${state.id}-panel-${value}`;

interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, onValueChange, className, children }: TabsProps) {
  const id = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, id }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Where a key moves focus among `count` tabs from `from`, or null for a key that does not move it. */
export function tabAfterKey(key: string, from: number, count: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEP[key];
  return step === undefined ? null : (from + step + count) % count;
}

export function TabList({ className, children, ...props }: ComponentProps<'div'> & { 'aria-label': string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const next = tabAfterKey(event.key, tabs.indexOf(event.target as HTMLButtonElement), tabs.length);
    if (next === null) return;
    event.preventDefault();
    // Selection follows focus, as in Radix's automatic mode: the tab's click selects it.
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div role="tablist" aria-orientation="horizontal" className={className} onKeyDown={onKeyDown} {...props}>
      {children}
    </div>
  );
}

export function TabTrigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const state = useTabs();
  const selected = state.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(state, value)}
      aria-selected={selected}
      aria-controls={panelId(state, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={className}
      onClick={() => !selected && state.select(value)}
    >
      {children}
    </button>
  );
}

type PanelProps = Omit<ComponentProps<'div'>, 'ref'> & { value: string };

/** The selected tab's panel; the others are not rendered (their lists are not even asked for). */
export const TabPanel = forwardRef<HTMLDivElement, PanelProps>(function TabPanel({ value, className, children, ...props }, ref) {
  const state = useTabs();
  if (state.value !== value) return null;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={panelId(state, value)}
      aria-labelledby={tabId(state, value)}
      tabIndex={0}
      data-state="active"
      className={className}
      {...props}
    >
      {children}
    </div>
  );
});
