import { Moon, Sun } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { setTheme } from '../../lib/theme';
import { useMounted } from './use-mounted';

/**
 * The header's light/dark switch. The page's inline script painted the stored theme before this
 * ran, so which icon shows is left to CSS (the `dark` class): the server cannot know the choice,
 * and markup that depended on it would not match when hydrated.
 */
export function ThemeSwitch({ label }: { label: string }) {
  const mounted = useMounted();
  return (
    <button
      type="button"
      // Invisible, not hidden, until it works: its room is kept, so the header does not shift.
      disabled={!mounted}
      aria-label={label}
      title={label}
      className={cn('inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2', !mounted && 'invisible')}
      onClick={() => setTheme(document.documentElement.classList.contains('dark') ? 'light' : 'dark')}
    >
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
